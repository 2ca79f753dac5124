// Twiddle factors T[m] = exp(-2*pi*i*m/N) exactly as docs/numerics.md §3
// defines them: long double values from a first-octant angle and exact
// symmetries, rounded once to the compute type, zero parts +0.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace tcfft::cpu {

/// The long double value of T[m] = exp(-2*pi*i*m/n), n a power of two >= 1,
/// m taken mod n (docs/numerics.md §3). Zero parts are +0.
void twiddle_ld(int64_t m, int64_t n, long double* re, long double* im);

/// The first-octant base values (cos phi_r, sin phi_r), phi_r = 2*pi*r/n8, for
/// r = 0..n8/8 where n8 = max(n, 8): what every T[m] is built from.
void twiddle_octant_base_ld(int64_t r, int64_t n8, long double* c, long double* s);

/// T = cos - i sin of the angle in octant o (0..7) from the first-octant base values c, s of the
/// reflected angle (twiddle_ld and TwiddleTable::get): exact swaps and sign changes, zero parts +0
/// (only sin(0) = 0 can appear). constexpr so that device code runs the same rule (through
/// --expt-relaxed-constexpr: the CUDA post-twiddle table builder, post_twiddle_table.cu).
template <class T>
constexpr void octant_twiddle(int o, T c, T s, T* re, T* im) {
  T C = c, S = s;  // cos, sin of the angle
  switch (o) {
    case 0: C = c; S = s; break;
    case 1: C = s; S = c; break;
    case 2: C = -s; S = c; break;
    case 3: C = -c; S = s; break;
    case 4: C = -c; S = -s; break;
    case 5: C = -s; S = -c; break;
    case 6: C = s; S = -c; break;
    default: C = c; S = -s; break;
  }
  *re = C == T(0) ? T(0) : C;
  *im = S == T(0) ? T(0) : -S;
}

/// Where T[m] of a table of length n lives in the first-octant values of TwiddleTable: octant o
/// (0..7) and base index r (0..n8/8, n8 = max(n, 8)), given up = log2(n8 / n) and
/// l8 = log2(n8 / 8). m in [0, n). Shared by TwiddleTable::get and the CUDA gather.
constexpr void octant_index(int64_t m, int up, int l8, int* o, int64_t* r) {
  const int64_t mm = m << up;  // index into the length-n8 circle
  const int64_t q = int64_t{1} << l8;
  *o = static_cast<int>(mm >> l8);
  *r = mm & (q - 1);
  if (*o & 1) *r = q - *r;
}

/// Compact table of T[m] in type T (float or double): stores only the first
/// octant (n/8 + 1 pairs) and rebuilds T[m] by exact sign changes and swaps,
/// which commute with rounding, so get(m) equals the rounded long double
/// value bit for bit (the same bits as a full table of n entries).
template <class T>
class TwiddleTable {
 public:
  TwiddleTable() = default;
  explicit TwiddleTable(int64_t n);

  int64_t n() const { return n_; }

  /// T[m] for 0 <= m < n.
  void get(int64_t m, T* re, T* im) const {
    int o = 0;
    int64_t r = 0;
    octant_index(m, up_, l8_, &o, &r);
    octant_twiddle<T>(o, c_[static_cast<std::size_t>(r)], s_[static_cast<std::size_t>(r)], re, im);
  }

  /// The first-octant values get() reads, cos and sin of 2 pi r / n8 rounded to T for
  /// r = 0..n8/8 (n8 / 8 + 1 entries each, n8 = max(n, 8)), and the shifts of octant_index: what
  /// a gather elsewhere (the CUDA post-twiddle table builder) needs to rebuild the same bits.
  const std::vector<T>& octant_cos() const { return c_; }
  const std::vector<T>& octant_sin() const { return s_; }
  int up_shift() const { return up_; }
  int octant_shift() const { return l8_; }

 private:
  int64_t n_ = 0;
  int up_ = 0;        // log2(n8 / n)
  int l8_ = 0;        // log2(n8 / 8)
  std::vector<T> c_, s_;
};

extern template class TwiddleTable<float>;
extern template class TwiddleTable<double>;

/// Full table of n interleaved (re, im) pairs, T[m] rounded to T, m = 0..n-1:
/// the table docs/numerics.md §3 describes (for backends that want it whole).
template <class T>
std::vector<T> full_twiddle_table(int64_t n);

}  // namespace tcfft::cpu
