// Hot loops are compiled twice: once for AVX2+FMA (GCC/Clang on x86-64) and
// once for the baseline, and TCFFT_CPU_DISPATCH picks one at run time. Both
// give the same bits: every rounding in the CPU executor is written out
// (std::fma where the contract has an fma, separate statements elsewhere),
// so no a*b+c is left for the compiler to contract, and the exact integer
// sums do not depend on the instruction set.
#pragma once

#if defined(__GNUC__) || defined(__clang__)
#define TCFFT_CPU_INLINE __attribute__((always_inline)) inline
#else
#define TCFFT_CPU_INLINE inline
#endif

#if (defined(__GNUC__) || defined(__clang__)) && defined(__x86_64__)
#define TCFFT_CPU_X86_DISPATCH 1
#define TCFFT_CPU_AVX2 __attribute__((target("avx2,fma")))
namespace tcfft::cpu {
inline bool cpu_has_avx2_fma() {
  static const bool v = __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma");
  return v;
}
}  // namespace tcfft::cpu
// Calls name##_avx2(args) or name##_generic(args).
#define TCFFT_CPU_DISPATCH(name, ...) \
  (::tcfft::cpu::cpu_has_avx2_fma() ? name##_avx2(__VA_ARGS__) : name##_generic(__VA_ARGS__))
#else
#define TCFFT_CPU_X86_DISPATCH 0
#define TCFFT_CPU_AVX2
#define TCFFT_CPU_DISPATCH(name, ...) name##_generic(__VA_ARGS__)
#endif

// Defines name##_generic and (on x86-64) name##_avx2 with the same body, a
// call of the always-inline template or function `body`.
#if TCFFT_CPU_X86_DISPATCH
#define TCFFT_CPU_TWO_VERSIONS(ret, name, params, body_call) \
  static ret name##_generic params { return body_call; }     \
  TCFFT_CPU_AVX2 static ret name##_avx2 params { return body_call; }
#else
#define TCFFT_CPU_TWO_VERSIONS(ret, name, params, body_call) \
  static ret name##_generic params { return body_call; }
#endif
