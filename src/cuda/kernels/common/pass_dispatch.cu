// Host side of the single-pass kernels: pass_args.h's entry points, the
// per-device tensor-core fragment table, and the stage-ordered twiddle cache.
#include <cuda_runtime.h>

#include <cstdint>
#include <map>
#include <memory>
#include <mutex>
#include <tuple>
#include <vector>

#include "cuda/kernels/common/host_tables.h"
#include "cuda/kernels/common/launch_impl.cuh"
#include "cuda/kernels/common/tuning.h"
#include "cuda/kernels/pass_args.h"
#include "cuda/kernels/regtile/regtile.h"
#include "cuda/kernels/tensorcore/dft_matrix.h"

namespace tcfft::cuda {
namespace kern {

namespace {

int g_min_tile_log = 11;
bool g_use_stage_tw = true;
bool g_persistent = true;
bool g_prefetch = true;
bool g_prefetch_tc = false;  // TC modes: measured slower with the prefetch (NOTES.md, run 8)
int g_max_grid = 0;
bool g_coop16 = true;
bool g_spec = true;

__global__ void build_stage_twiddles(const float2* __restrict__ tw, float2* __restrict__ out, int n, int R, int Ns,
                                     int kind, int size) {
  const int e = blockIdx.x * blockDim.x + threadIdx.x;
  if (e >= size) return;
  int k, r;
  if (kind == 0) {
    const int q = e >> 3;
    r = q % R;
    k = (q / R) * 8 + (e & 7);
  } else {
    r = e / Ns;
    k = e % Ns;
  }
  float2 v = make_float2(0.f, 0.f);
  if (k < Ns) v = tw[r * k * (n / (Ns * R))];
  out[e] = v;
}

struct StageTable {
  float2* ptr = nullptr;
  int off[kMaxStages] = {};
};

// (device, n, radices, kind): the values depend only on T_n, which is the same in every plan (keyed
// by the plan's T pointer until v13, every new plan added a table that was never freed).
using TableKey = std::tuple<int, int, std::vector<int>, int>;

struct State {
  std::mutex mu;
  std::map<std::pair<int, int>, uint32_t*> words;  // (device, table id) -> device_words_once table
  std::map<TableKey, StageTable> tables;  // (device, n, radices, kind) -> stage-ordered copy
};
State& state() {
  static State* s = new State();  // never destroyed: device memory outlives static destruction order
  return *s;
}

cudaError_t get_stage_table(int dev, const PassArgsF32& a, int kind, cudaStream_t stream, StageTable* out) {
  State& st = state();
  TableKey key{dev, a.n, std::vector<int>(a.radix, a.radix + a.nstages), kind};
  std::lock_guard<std::mutex> lk(st.mu);
  auto it = st.tables.find(key);
  if (it != st.tables.end()) {
    *out = it->second;
    return cudaSuccess;
  }
  cudaStreamCaptureStatus cap = cudaStreamCaptureStatusNone;
  cudaError_t e = cudaStreamIsCapturing(stream, &cap);
  if (e != cudaSuccess) return e;
  if (cap != cudaStreamCaptureStatusNone) {  // cannot allocate/synchronize now: index T directly
    out->ptr = nullptr;
    return cudaSuccess;
  }
  StageTable t;
  int total = 0, Ns = 1;
  for (int s = 0; s < a.nstages; ++s) {
    t.off[s] = total;
    total += stage_tw_size(kind, a.radix[s], Ns);
    Ns *= a.radix[s];
  }
  e = cudaMalloc(&t.ptr, sizeof(float2) * (size_t)total);
  if (e != cudaSuccess) return e;
  Ns = 1;
  for (int s = 0; s < a.nstages; ++s) {
    const int size = stage_tw_size(kind, a.radix[s], Ns);
    build_stage_twiddles<<<(size + 255) / 256, 256, 0, stream>>>(static_cast<const float2*>(a.twiddles),
                                                                  t.ptr + t.off[s], a.n, a.radix[s], Ns, kind, size);
    e = cudaGetLastError();
    if (e != cudaSuccess) return e;
    Ns *= a.radix[s];
  }
  e = cudaStreamSynchronize(stream);  // other streams may use the cached copy next
  if (e != cudaSuccess) return e;
  st.tables[key] = t;
  *out = t;
  return cudaSuccess;
}

bool is_pow2(int64_t x) { return x > 0 && (x & (x - 1)) == 0; }

}  // namespace

cudaError_t device_words_once(int dev, int id, size_t words, void (*build)(uint32_t*), const uint32_t** out) {
  State& st = state();
  std::lock_guard<std::mutex> lk(st.mu);
  auto it = st.words.find({dev, id});
  if (it != st.words.end()) {
    *out = it->second;
    return cudaSuccess;
  }
  std::vector<uint32_t> h(words);
  build(h.data());
  uint32_t* d = nullptr;
  cudaError_t e = cudaMalloc(&d, h.size() * sizeof(uint32_t));
  if (e != cudaSuccess) return e;
  e = cudaMemcpy(d, h.data(), h.size() * sizeof(uint32_t), cudaMemcpyHostToDevice);
  if (e != cudaSuccess) {
    cudaFree(d);
    return e;
  }
  st.words[{dev, id}] = d;
  *out = d;
  return cudaSuccess;
}

void set_min_tile_log(int tlog) { g_min_tile_log = tlog < kMinTileLog ? kMinTileLog : tlog > kMaxTileLog ? kMaxTileLog : tlog; }
int min_tile_log() { return g_min_tile_log; }
void set_use_stage_twiddles(bool on) { g_use_stage_tw = on; }
void set_persistent(bool on) { g_persistent = on; }
void set_prefetch(bool on) { g_prefetch = on; }
void set_prefetch_tc(bool on) { g_prefetch_tc = on; }
void set_coop16(bool on) { g_coop16 = on; }
void set_spec(bool on) { g_spec = on; }
void set_max_grid(int blocks) { g_max_grid = blocks < 0 ? 0 : blocks; }

cudaError_t persistent_grid(const void* kernel, int dev, int tlog, int threads, size_t smem, unsigned* grid_x) {
  struct Key {
    const void* k;
    int dev, tlog;
    size_t smem;
    bool operator<(const Key& o) const { return std::tie(k, dev, tlog, smem) < std::tie(o.k, o.dev, o.tlog, o.smem); }
  };
  static std::mutex mu;
  static std::map<Key, unsigned>* cache = new std::map<Key, unsigned>();
  const Key key{kernel, dev, tlog, smem};
  unsigned cap = 0;
  {
    std::lock_guard<std::mutex> lk(mu);
    auto it = cache->find(key);
    if (it != cache->end()) cap = it->second;
  }
  if (cap == 0) {
    int nb = 0, sms = 0;
    cudaError_t e = cudaOccupancyMaxActiveBlocksPerMultiprocessor(&nb, kernel, threads, smem);
    if (e != cudaSuccess) return e;
    e = cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, dev);
    if (e != cudaSuccess) return e;
    cap = static_cast<unsigned>((nb < 1 ? 1 : nb) * (sms < 1 ? 1 : sms));
    std::lock_guard<std::mutex> lk(mu);
    (*cache)[key] = cap;
  }
  if (g_max_grid > 0 && cap > static_cast<unsigned>(g_max_grid)) cap = static_cast<unsigned>(g_max_grid);
  if (*grid_x > cap) *grid_x = cap;
  return cudaSuccess;
}

}  // namespace kern

int max_single_pass_n(PassCompute) { return 1 << kern::kMaxTileLog; }

namespace {
/// Whether the line dimensions are well formed and count a.nlines lines.
bool lines_consistent(const PassArgsF32& a) {
  if (a.lines.rank < 0 || a.lines.rank > kMaxLineRank || a.nlines < 0) return false;
  if (a.lines.rank >= 1) {
    int64_t c = 1;
    for (int d = 0; d < a.lines.rank; ++d) {
      if (a.lines.count[d] < 1) return false;
      c *= a.lines.count[d];
    }
    return c == a.nlines;
  }
  return a.nlines == 1;
}
}  // namespace

bool pass_supported(const PassArgsF32& a) {
  // the float stage 0 (docs §4.7) and the input's line scale (§4.9) are in the register-tile kernels only
  if (float_stage0_rule(a) || input_line_scale_rule(a) || subrow_line_scale_rule(a))
    return lines_consistent(a) && kern::rt::supported(a);
  // Longer than the generic kernels' tiles: only the register-tile one-pass n = 16384 (regtile.h).
  if (a.n > max_single_pass_n(a.compute)) return lines_consistent(a) && kern::rt::supported(a);
  if (!kern::is_pow2(a.n) || a.n < 2) return false;
  if (a.nstages < 1 || a.nstages > kMaxStages) return false;
  int64_t prod = 1;
  for (int s = 0; s < a.nstages; ++s) {
    const int R = a.radix[s];
    if (R != 2 && R != 4 && R != 8 && R != 16) return false;
    prod *= R;
  }
  if (prod != a.n) return false;
  switch (a.compute) {
    case PassCompute::Native:
    case PassCompute::TcFp16: break;
    case PassCompute::TcSplit:
      if (a.split_terms != 2 && a.split_terms != 3) return false;
      // P = 3 needs ~163 registers per thread: a 512-thread block (n = 8192) does not fit.
      if (a.split_terms == 3 && a.n > 4096) return false;
      break;
    default: return false;
  }
  if (a.direction != -1 && a.direction != 1) return false;
  if (a.tile_log != 0 && (a.tile_log < kern::kMinTileLog || a.tile_log > kern::kMaxTileLog)) return false;
  if (a.twiddle_n != 0 &&
      (!kern::is_pow2(a.twiddle_n) || a.twiddle_dim < 0 || a.twiddle_dim >= a.lines.rank || a.lines.rank < 1))
    return false;
  if (!lines_consistent(a)) return false;
  // grid.x = ceil(nlines / lines per block) must fit in 2^31 - 1
  const int64_t lpb = (int64_t{1} << kern::kMinTileLog) / a.n > 1 ? (int64_t{1} << kern::kMinTileLog) / a.n : 1;
  if ((a.nlines + lpb - 1) / lpb > 0x7fffffffLL) return false;
  return true;
}

int prepare_pass_f32(const PassArgsF32& a) {
  using namespace kern;
  if (!pass_supported(a) || a.twiddles == nullptr) return static_cast<int>(cudaErrorInvalidValue);
  if (rt::supported(a)) return rt::prepare(a);
  int dev = 0;
  cudaError_t e = cudaGetDevice(&dev);
  if (e != cudaSuccess) return static_cast<int>(e);
  const int mode = a.compute == PassCompute::Native ? 0 : 1;
  if (mode != 0) {
    const uint32_t* f = nullptr;
    e = device_words_once(dev, kTableTcFragments, tc::kFragWords, tc::build_dft_fragments, &f);
    if (e != cudaSuccess) return static_cast<int>(e);
  }
  if (a.nstages > 1 && g_use_stage_tw) {
    StageTable t;  // get_stage_table synchronizes after a build
    e = get_stage_table(dev, a, mode == 0 ? 1 : 0, nullptr, &t);
  }
  return static_cast<int>(e);
}

int post_twiddle_order(const PassArgsF32& a) {
  return a.twiddle_n != 0 && kern::rt::supported(a) ? kern::rt::post_twiddle_order(a) : 0;
}

bool pass_pair_supported(const PassArgsF32& a, const PassArgsF32& b) {
  return kern::rt::plane_supported(a, b) || kern::rt::fused_supported(a, b);
}

int launch_pass_pair_f32(const PassArgsF32& a, const PassArgsF32& b, CUstream_st* stream) {
  if (kern::rt::fused_supported(a, b)) return kern::rt::launch_fused(a, b, stream);
  return kern::rt::launch_plane(a, b, stream);
}

int launch_pass_f32(const PassArgsF32& a, CUstream_st* stream_) {
  using namespace kern;
  cudaStream_t stream = stream_;
  if (!pass_supported(a)) return static_cast<int>(cudaErrorInvalidValue);
  if (a.nlines == 0) return 0;
  if (a.in == nullptr || a.out == nullptr) return static_cast<int>(cudaErrorInvalidValue);
  if (a.nstages > 1 && a.twiddles == nullptr) return static_cast<int>(cudaErrorInvalidValue);
  if (a.twiddle_n != 0 && a.post_twiddles == nullptr) return static_cast<int>(cudaErrorInvalidValue);
  // Register-tile kernels for the default radix sequences of n = 64 ... 4096 (regtile.h).
  if (rt::supported(a)) return rt::launch(a, stream);
  if (a.post_twiddle_order != 0) return static_cast<int>(cudaErrorInvalidValue);  // the generic kernels read entry k
  int dev = 0;
  cudaError_t e = cudaGetDevice(&dev);
  if (e != cudaSuccess) return static_cast<int>(e);

  const int mode = a.compute == PassCompute::Native ? 0 : a.compute == PassCompute::TcFp16 ? 1 : a.split_terms;
  KParams p{};
  p.in = static_cast<const float2*>(a.in);
  p.out = static_cast<float2*>(a.out);
  p.tw = static_cast<const float2*>(a.twiddles);
  p.n = a.n;
  p.log2n = ilog2(a.n);
  p.nstages = a.nstages;
  for (int s = 0; s < a.nstages; ++s) p.radix[s] = a.radix[s];
  const int min_tlog = a.tile_log != 0 ? a.tile_log : g_min_tile_log;  // the plan's block tile, else the default
  int tlog = p.log2n < min_tlog ? min_tlog : p.log2n;
  p.log2lpb = tlog - p.log2n;
  p.lpb = 1 << p.log2lpb;
  p.nlines = a.nlines;
  p.in_stride = a.in_stride;
  p.out_stride = a.out_stride;
  p.rank = a.lines.rank;
  for (int d = 0; d < kMaxLineRank; ++d) {
    p.count[d] = a.lines.count[d];
    p.istride[d] = a.lines.istride[d];
    p.ostride[d] = a.lines.ostride[d];
  }
  if (p.rank == 0) {
    p.istride[0] = 0;
    p.ostride[0] = 0;
  }
  p.line_fast_in = a.in_stride != 1;
  p.line_fast_out = a.out_stride != 1;
  if (a.nstages == 1) p.line_fast_in = p.line_fast_out = (p.line_fast_in || p.line_fast_out);
  p.dir_inv = a.direction == 1 ? 1 : 0;
  p.wsign = a.direction == 1 ? -1.0f : 1.0f;
  p.scale = a.scale;
  p.apply_scale = a.scale != 1.0f;
  if (mode != 0) {
    const uint32_t* f = nullptr;
    e = device_words_once(dev, kTableTcFragments, tc::kFragWords, tc::build_dft_fragments, &f);
    if (e != cudaSuccess) return static_cast<int>(e);
    p.frag = f;
  }
  p.stw = nullptr;
  if (a.nstages > 1 && g_use_stage_tw) {
    StageTable t;
    e = get_stage_table(dev, a, mode == 0 ? 1 : 0, stream, &t);
    if (e != cudaSuccess) return static_cast<int>(e);
    p.stw = t.ptr;
    for (int s = 0; s < kMaxStages; ++s) p.stw_off[s] = t.off[s];
  }
  const int64_t blocks = (a.nlines + p.lpb - 1) / p.lpb;
  p.ntiles = blocks;
  p.prefetch = (g_prefetch && g_persistent && (mode == 0 || g_prefetch_tc)) ? 1 : 0;
  const dim3 grid(static_cast<unsigned>(blocks));
  const size_t tile = size_t{1} << tlog;
  size_t smem = 0;
  if (a.nstages > 1) smem = mode == 0 ? (tile + tile / 16) * sizeof(float2) : tile * sizeof(float2);
  p.st_off = static_cast<int>(smem / sizeof(float2));
  if (p.prefetch) smem += tile * sizeof(float2);  // staging: 16 slots per thread
  // NATIVE n = 16 over contiguous 16-byte-aligned lines: coalesced path (fft_kernel.cuh)
  const bool dense16 = a.n == 16 && a.in_stride == 1 && a.out_stride == 1 &&
                       (a.lines.rank == 0 || (a.lines.rank == 1 && a.lines.istride[0] == 16 && a.lines.ostride[0] == 16)) &&
                       (reinterpret_cast<uintptr_t>(a.in) & 15) == 0 && (reinterpret_cast<uintptr_t>(a.out) & 15) == 0;
  if (a.twiddle_n != 0) {  // fused post-twiddle: the generic kernel's GeoRTTw instance
    p.post_tw = 1;
    set_post_twiddle_fields(a, p);
  }
  p.coop16 = (mode == 0 && g_persistent && g_coop16 && dense16 && !p.post_tw) ? 1 : 0;
  if (p.coop16) {
    p.prefetch = 0;
    smem = 2 * (tile + tile / 8) * sizeof(float2);  // two staging buffers, 2 float2 padding per line
  }
  // Specialized kernel (fft_kernel.cuh, GeoSpec): default radix sequence, contiguous lines,
  // default tile; otherwise the generic kernel.
  int spec_log = 0;
  if (g_spec && !p.coop16 && !p.post_tw && p.log2n >= kSpecMinLog && p.log2n <= kSpecMaxLog &&
      tlog == (p.log2n > kSpecMinTileLog ? p.log2n : kSpecMinTileLog) && a.in_stride == 1 && a.out_stride == 1 &&
      a.lines.rank <= 1 && a.nstages == default_nstages(p.log2n)) {
    spec_log = p.log2n;
    for (int s = 0; s < a.nstages; ++s)
      if (a.radix[s] != default_radix(p.log2n, s)) spec_log = 0;
  }
  switch (mode) {
    case 0: e = launch_mode_t<0>(tlog, p, grid, smem, stream, g_persistent, dev, spec_log); break;
    case 1: e = launch_mode_t<1>(tlog, p, grid, smem, stream, g_persistent, dev, spec_log); break;
    case 2: e = launch_mode_t<2>(tlog, p, grid, smem, stream, g_persistent, dev, spec_log); break;
    default: e = launch_mode_t<3>(tlog, p, grid, smem, stream, g_persistent, dev, spec_log); break;
  }
  return static_cast<int>(e);
}

}  // namespace tcfft::cuda
