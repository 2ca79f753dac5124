/*
 * tcfft — fast Fourier transforms on NVIDIA GPUs with tensor cores.
 *
 * Public C API. Shaped like cuFFT: create a handle, describe the transform,
 * plan it, execute it many times, destroy it.
 *
 *   tcfftHandle h;
 *   tcfftCreate(&h);
 *   tcfftSetPrecision(h, TCFFT_F32, TCFFT_COMPUTE_DEFAULT);
 *   long long n[1] = {4096};
 *   size_t ws;
 *   tcfftMakePlanMany(h, 1, n, NULL, 1, 4096, NULL, 1, 4096, TCFFT_C2C, 1000, &ws);
 *   tcfftExec(h, d_in, d_out, TCFFT_FORWARD);
 *   tcfftDestroy(h);
 *
 * CONVENTIONS
 *  - Data layout: complex numbers are interleaved (re, im) pairs of the storage
 *    type: F32 -> float[2] (8 bytes), F64 -> double[2] (16 bytes),
 *    F16 -> __half[2] (4 bytes), BF16 -> bfloat16[2] (4 bytes).
 *  - Sizes, strides and distances are counted in complex ELEMENTS, never bytes,
 *    and are 64-bit (long long).
 *  - Multi-dimensional sizes are row-major: n[0] is the slowest-varying
 *    dimension, n[rank-1] the contiguous one.
 *  - Forward computes X[k] = sum_j x[j] exp(-2*pi*i*j*k/N) (TCFFT_FORWARD = -1),
 *    inverse uses exp(+2*pi*i*j*k/N) (TCFFT_INVERSE = +1). Transforms are
 *    unnormalized unless tcfftSetNormalization says otherwise.
 *  - Pointers are DEVICE pointers for the CUDA backend and HOST pointers for
 *    the CPU backend. Data must be aligned to the size of one complex element.
 *
 * OWNERSHIP: a handle owns its plan, twiddle tables and (unless a work area
 * was set with tcfftSetWorkArea) its workspace. The caller owns all data
 * buffers and any work area it passes in; tcfft never frees them.
 *
 * THREAD SAFETY: distinct handles may be used concurrently from different
 * threads. One handle must not be used from two threads at once (no function
 * taking the same handle may run concurrently), with one exception:
 * tcfftGetErrorString is stateless and always safe. tcfftExec on the CUDA
 * backend is asynchronous with respect to the host (ordered on the handle's
 * stream); on the CPU backend it returns when the result is written.
 *
 * ERRORS: every function returns a tcfftResult. On failure nothing is written
 * to output buffers and the handle keeps its previous plan (if any) unless
 * stated otherwise; tcfftGetLastErrorMessage(h) says which argument was wrong
 * and why.
 */
#ifndef TCFFT_TCFFT_H
#define TCFFT_TCFFT_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

#if defined(_WIN32)
#define TCFFT_API __declspec(dllexport)
#else
#define TCFFT_API __attribute__((visibility("default")))
#endif

/** Library version, also encoded in wisdom files. */
#define TCFFT_VERSION_MAJOR 0
#define TCFFT_VERSION_MINOR 1
#define TCFFT_VERSION_PATCH 0

/** Status codes. TCFFT_SUCCESS is 0; all others are failures. */
typedef enum tcfftResult_t {
  TCFFT_SUCCESS = 0,
  TCFFT_INVALID_HANDLE = 1,  /**< NULL or destroyed handle, or no plan made yet where one is needed */
  TCFFT_INVALID_VALUE = 2,   /**< a NULL pointer or an out-of-range enum / flag / stride */
  TCFFT_INVALID_SIZE = 3,    /**< rank, a dimension, batch or embed is <= 0, inconsistent, or overflows 64 bits */
  TCFFT_INVALID_TYPE = 4,    /**< unknown tcfftType */
  TCFFT_UNALIGNED_DATA = 5,  /**< a data or work pointer is not aligned to one complex element */
  TCFFT_NOT_SUPPORTED = 6,   /**< valid request that this version does not implement (message says what) */
  TCFFT_ALLOC_FAILED = 7,    /**< host or device allocation failed */
  TCFFT_NO_DEVICE = 8,       /**< CUDA backend requested but no usable device / driver */
  TCFFT_EXEC_FAILED = 9,     /**< a kernel launch or CUDA call failed during execution */
  TCFFT_INTERNAL_ERROR = 10  /**< a bug in tcfft; please report it with the message */
} tcfftResult;

/** Storage precision of input and output data. */
typedef enum tcfftPrecision_t {
  TCFFT_F16 = 0,  /**< IEEE binary16 pairs */
  TCFFT_BF16 = 1, /**< bfloat16 pairs */
  TCFFT_F32 = 2,  /**< float pairs (default) */
  TCFFT_F64 = 3   /**< double pairs */
} tcfftPrecision;

/** Arithmetic used for the radix stages. */
typedef enum tcfftCompute_t {
  /** Library's choice: TC_SPLIT for F32 on CUDA, NATIVE otherwise. */
  TCFFT_COMPUTE_DEFAULT = 0,
  /** CUDA cores / CPU arithmetic in the storage precision (float for F16/BF16). */
  TCFFT_COMPUTE_NATIVE = 1,
  /** Tensor cores, inputs split into two fp16 parts under power-of-two scales
   *  and the DFT matrix split into fp16 hi+lo: FP32-level accuracy. F32 storage.
   *  The scales are per vector, or one per line in the 64-, 256-, 1024- and
   *  4096-point passes with 2 split terms (docs/numerics.md §4.8-4.10), one
   *  per sub-row (even / odd elements) in the 128- ... 8192-point ones
   *  (§4.11), one per 1024-point sub-line in the one-pass 16384 (§4.12; contiguous
   *  lines, 48 or more transforms: fewer are planned as two passes of 64 and 256).
   *  Radix-2 stages (no multiplication to split) run in float on CUDA cores,
   *  in this mode and in TC_FP16 (§4.6); so does stage 0 of the 1024- and
   *  4096-point passes and (sub-)rows with 2 split terms (§4.7, post-twiddled
   *  passes of four-step plans included where §4.10 says; §4.11, §4.12:
   *  faster there and more accurate), and the last stage of the one-pass
   *  16384 (§4.12). tcfftExplain marks every such stage.
   *  Rounding: the tensor cores truncate their sums. Per-vector stages undo
   *  the bias per output (§4.4); the two split stages under one line scale
   *  instead multiply by that scale times 1 + 2^-23 (§4.14, since
   *  2026-11-28), which lowers the error on general input (H200 rel-L2 1D
   *  4096 1.33e-7 -> 1.14e-7, cuFFT FP32 1.79e-7) but can leave an output
   *  that is exact in the input's terms (an impulse's transform) 2^-23 high.
   *  Power: its split stages (three fp16 MMA products each) draw the GPU's
   *  power limit on the H200, so under sustained load the SM clock falls to
   *  1.63-1.80 GHz and TC_SPLIT runs 4-12% slower than in a short burst
   *  (1D 256 x262144 0.263 -> 0.274 ms, 1024 x65536 0.270 -> 0.302, 3D 128^3
   *  x64 1.68 -> 1.83; cuFFT FP32 and TC_FP16 lose at most 1.5% there).
   *  `tcfft bench --sustain-ms` measures the steady state (bench/README.md). */
  TCFFT_COMPUTE_TC_SPLIT = 2,
  /** Tensor cores, one fp16 part: fp16-level accuracy. The scales are per
   *  vector, or as in TC_SPLIT one per line (64- and 256-point passes) or
   *  per sub-row (128, 512), which gives the same values with fewer
   *  instructions (docs/numerics.md §4.13). Radix-2 stages in float (§4.6).
   *  Not faster than TC_SPLIT everywhere: on the H200 (TC_FP16 measured
   *  2026-11-28, TC_SPLIT's unchanged kernels 2026-11-25) it is
   *  faster on 15 of the 20 issue-5 shapes (e.g. 1D 2^24 x4 1.09 against
   *  1.18 ms), level at 1D 2^15 and 2^21, and slower at 1D 2^20 (+6%),
   *  2D 1024^2 (+4%) and 3D 128^3 (+6%), whose 1024- and 128-point passes
   *  run fewer instructions than TC_SPLIT's in more time
   *  (tools/kernel_dev/NOTES.md v43). */
  TCFFT_COMPUTE_TC_FP16 = 3
} tcfftCompute;

/** Where a plan executes. */
typedef enum tcfftBackend_t {
  TCFFT_BACKEND_AUTO = 0, /**< CUDA when a device exists, else CPU (default) */
  TCFFT_BACKEND_CUDA = 1, /**< device pointers; fails with TCFFT_NO_DEVICE without a GPU */
  TCFFT_BACKEND_CPU = 2   /**< host pointers; multi-threaded */
} tcfftBackend;

/** Transform type. Only C2C is implemented in this version. */
typedef enum tcfftType_t {
  TCFFT_C2C = 0, /**< complex to complex */
  TCFFT_R2C = 1, /**< real to complex (forward only) — not supported yet */
  TCFFT_C2R = 2  /**< complex to real (inverse only) — not supported yet */
} tcfftType;

/** Output scaling applied by tcfftExec. */
typedef enum tcfftNormalization_t {
  TCFFT_NORM_NONE = 0,        /**< unnormalized (default, cuFFT semantics) */
  TCFFT_NORM_BY_N = 1,        /**< multiply by 1/(n[0]*...*n[rank-1]) */
  TCFFT_NORM_BY_SQRT_N = 2    /**< multiply by 1/sqrt(n[0]*...*n[rank-1]) */
} tcfftNormalization;

/** How tcfftMakePlan* chooses each pass's variant (radix sequence per pass
 *  and, for COMPUTE_DEFAULT only, tensor-core vs CUDA-core stages). The
 *  variant space is one table (src/plan/variants.h, docs/design.md). */
typedef enum tcfftPlanner_t {
  /** Analytic cost model (bytes per pass, stages, MMA work, occupancy): no
   *  device time, < 1 ms, deterministic; never reads wisdom. Default. */
  TCFFT_ESTIMATE = 0,
  /** Use stored wisdom for exactly this problem if present (no timing);
   *  otherwise time the pruned candidates of every pass on the plan's backend
   *  (scratch buffers allocated and freed by the planner; median of several
   *  runs; candidates whose first run is > 20% slower than the best so far are
   *  dropped; <= ~2 s per problem) and keep the fastest. ESTIMATE's choice is
   *  always timed and replaced only by a candidate >= 1% faster, so MEASURE
   *  never picks a slower plan than ESTIMATE beyond timing noise. NATIVE
   *  passes on the GPU with strided lines also time other block tiles (how
   *  many lines one block transforms side by side; docs/design.md "Tuning
   *  and wisdom"). Rank-1
   *  transforms longer than 8192 points also time the other decomposition
   *  (passes of at most 1024 points vs two longer passes; NATIVE: passes of
   *  at most 2048 vs 8192 points; docs/design.md
   *  "Three passes") and keep it only when >= 1% faster; 2D / 3D plans in
   *  the transposed form (docs/design.md "Transposed 2D") are timed against
   *  one pass per axis the same way. The result
   *  is added to the in-memory wisdom. If timing fails (e.g. out of memory), falls back to
   *  ESTIMATE with a warning on stderr; the plan is still made. */
  TCFFT_MEASURE = 1,
  /** Stored wisdom only (no timing); without an entry for the problem, falls
   *  back to ESTIMATE with a warning on stderr and a "why:" line in
   *  tcfftExplain. */
  TCFFT_WISDOM_ONLY = 2
} tcfftPlanner;

/** What the planner did for the current plan (tcfftGetPlanInfo). Times in ms;
 *  NaN where not available. */
typedef struct tcfftPlanInfo_t {
  int planner;               /**< tcfftPlanner actually used: WISDOM_ONLY when the schedule came from wisdom
                                  (in either MEASURE or WISDOM_ONLY mode), ESTIMATE after a fallback;
                                  -1 when tcfftSetPlanRadix forced the radices */
  int from_wisdom;           /**< 1: schedule taken from stored wisdom without measurement */
  int candidates;            /**< candidates considered over all passes (pruned ones included) */
  int timings;               /**< candidates timed on the backend (MEASURE) */
  double planning_ms;        /**< wall time of the planner's decision (MEASURE: including all timing;
                                  not the backend's twiddle upload) */
  double estimated_ms;       /**< cost-model time of the chosen schedule */
  double measured_ms;        /**< measured time of the chosen schedule (MEASURE: sum of per-pass medians;
                                  wisdom: the time stored with it) */
  double estimate_choice_ms; /**< MEASURE: measured time of ESTIMATE's choice (same runs) */
  char schedule[160];        /**< e.g. "16x16x16 tc-split | 8x8 native": per pass (innermost first),
                                  NUL-terminated, cut if longer */
} tcfftPlanInfo;

/** Direction argument of tcfftExec. */
#define TCFFT_FORWARD (-1)
#define TCFFT_INVERSE (+1)

/** Opaque handle. */
typedef struct tcfftContext* tcfftHandle;

/** Opaque CUDA stream (a cudaStream_t); NULL is the legacy default stream. */
typedef struct CUstream_st* tcfftStream;

/* ------------------------------------------------------------------------ */
/* Handle lifetime                                                           */

/** Create a handle with defaults: F32 storage, DEFAULT compute, AUTO backend,
 *  no normalization, NULL stream, no plan. *handle is set to NULL on failure.
 *  Errors: INVALID_VALUE (handle NULL), ALLOC_FAILED. */
TCFFT_API tcfftResult tcfftCreate(tcfftHandle* handle);

/** Destroy a handle and free everything it owns (not caller-owned buffers or
 *  work areas). Waits for work queued on its stream by this handle.
 *  Destroying NULL returns INVALID_HANDLE. */
TCFFT_API tcfftResult tcfftDestroy(tcfftHandle handle);

/* ------------------------------------------------------------------------ */
/* Configuration: call before tcfftMakePlan*. Changing any of these after a   */
/* plan was made discards the plan (tcfftExec then returns INVALID_HANDLE     */
/* until a new plan is made), except the stream, the normalization and the   */
/* work area, which apply to the existing plan.                               */

/** Storage precision of data, and the arithmetic used.
 *  Valid: F64 with NATIVE/DEFAULT; F32 with any; F16/BF16 with any.
 *  Errors: INVALID_VALUE for unknown enums, NOT_SUPPORTED for F64 + TC_*. */
TCFFT_API tcfftResult tcfftSetPrecision(tcfftHandle h, tcfftPrecision storage, tcfftCompute compute);

/** Split terms for TC_SPLIT: 2 (default, FP32-level accuracy) or 3 (about
 *  7% less error, more tensor-core work). Errors: INVALID_VALUE. */
TCFFT_API tcfftResult tcfftSetSplitTerms(tcfftHandle h, int terms);

/** Force the radix of every Stockham stage to `radix` (2, 4, 8 or 16), with
 *  one smaller final stage for the remainder; 0 (default) lets the planner
 *  choose. Meant for reproducing per-radix tables and for experiments.
 *  Errors: INVALID_VALUE. */
TCFFT_API tcfftResult tcfftSetPlanRadix(tcfftHandle h, int radix);

/** Longest line L one pass of a rank-1 multi-pass plan may transform, for the
 *  next plans: a power of two in [2, 8192] (at most 4096 is used for TC_SPLIT
 *  with 3 terms), or 0 (default) for the library's choice.
 *  With 0, rank-1 n <= 8192 is one pass and longer n is split into passes of
 *  at most L = 1024 points (F32 storage with TC_SPLIT 2 terms or TC_FP16),
 *  2048 (F32 storage, NATIVE), 4096 (TC_SPLIT 3 terms) or 8192 (otherwise).
 *  With len != 0, any rank-1
 *  n > L is split. Either way n <= L^2 takes two passes and n <= L^3 (and
 *  n <= 2^28) three; longer n: tcfftMakePlan* returns NOT_SUPPORTED. Ranks 2
 *  and 3 keep one pass per axis, except that with len != 0 (and with
 *  tcfftSetPlanRadix != 0) a rank-2 or rank-3 plan never takes the
 *  transposed form (docs/design.md "Transposed 2D"). Shorter passes mean more passes over memory but
 *  kernels that read and write wider segments of the strided sides
 *  (docs/design.md "Three passes"). Meant for experiments and tuning, like
 *  tcfftSetPlanRadix; plans made with len != 0 neither read nor write wisdom
 *  (MEASURE still times their radices). Errors: INVALID_VALUE. */
TCFFT_API tcfftResult tcfftSetPlanPassLength(tcfftHandle h, long long len);

/** Planner mode for the next plans (default TCFFT_ESTIMATE, or the value of
 *  the environment variable TCFFT_PLANNER = estimate | measure | wisdom read
 *  at tcfftCreate). tcfftSetPlanRadix != 0 overrides any planner. An
 *  explicit compute (NATIVE / TC_SPLIT / TC_FP16) and the split terms are
 *  never changed by the planner; with COMPUTE_DEFAULT resolved to TC_SPLIT
 *  (CUDA, F32), MEASURE may pick NATIVE stages (FP32, at least as accurate).
 *  Errors: INVALID_VALUE. */
TCFFT_API tcfftResult tcfftSetPlanner(tcfftHandle h, tcfftPlanner mode);

/** Backend selection. Errors: INVALID_VALUE. NO_DEVICE is reported at plan
 *  time if CUDA was requested without a usable device. */
TCFFT_API tcfftResult tcfftSetBackend(tcfftHandle h, tcfftBackend backend);

/** Output scaling, applied to every output element in the compute precision.
 *  May be changed between executions of the same plan. Errors: INVALID_VALUE. */
TCFFT_API tcfftResult tcfftSetNormalization(tcfftHandle h, tcfftNormalization norm);

/** Stream on which tcfftExec enqueues its work (CUDA backend; ignored by the
 *  CPU backend). The handle does not own the stream. Executions of one handle
 *  share its device state (workspace, work counters): after switching streams,
 *  a new execution must not overlap one still running on the previous stream
 *  (order the two streams, e.g. with an event), as with cuFFT plans. */
TCFFT_API tcfftResult tcfftSetStream(tcfftHandle h, tcfftStream stream);

/* ------------------------------------------------------------------------ */
/* Planning                                                                  */

/** Plan a batched rank-1..3 transform with the advanced layout (cuFFT
 *  semantics).
 *   rank      1, 2 or 3.
 *   n         rank sizes, row-major (n[0] slowest). Each >= 1.
 *   inembed   NULL for dense input; otherwise rank sizes of the storage
 *             array holding each input transform, with inembed[d] >= n[d] for
 *             d >= 1 (inembed[0] only enters idist, as in cuFFT). Element
 *             (i0,..,i_{r-1}) of batch b is at
 *             b*idist + ((i0*inembed[1] + i1)*inembed[2] + i2)*istride.
 *             With inembed NULL, istride and idist are ignored: the layout is
 *             dense (stride 1, dist = n[0]*...*n[rank-1]), as in cuFFT.
 *   istride   element stride of the innermost dimension, >= 1.
 *   idist     distance between consecutive batches' first elements, >= 0
 *             (0 only allowed when batch == 1).
 *   onembed, ostride, odist: the same for output.
 *   type      TCFFT_C2C (R2C/C2R return NOT_SUPPORTED in this version).
 *   batch     number of transforms, >= 1.
 *   workSize  out: bytes of workspace the plan needs (may be 0). May be NULL.
 *  Device memory besides the workspace (CUDA backend; not counted in
 *  workSize): the plan holds its twiddle tables. For a rank-1 plan that runs
 *  in several passes (the four-step plans; tcfftExplain lists the passes)
 *  these include the post-twiddle tables, about 8*N bytes for a length N
 *  whatever the batch (one complex float per point of one transform; under
 *  1% more with three passes): 512 MiB at N = 2^26. tcfftExplain prints the
 *  total ("device tables"). Making such a plan needs about N more bytes of
 *  device memory and N bytes of host memory while it runs (the first octant
 *  of the twiddle table, from which the tables are built); a failed
 *  allocation returns ALLOC_FAILED and keeps the previous plan. Other plans
 *  hold small tables (under 1 MiB per pass).
 *  The plan is built for the handle's precision, compute and backend as set
 *  now. Sizes must be powers of two in this version (NOT_SUPPORTED
 *  otherwise). In-place execution requires the same input and output layout.
 *  Errors: INVALID_HANDLE, INVALID_VALUE (NULL n), INVALID_SIZE, INVALID_TYPE,
 *  NOT_SUPPORTED, NO_DEVICE, ALLOC_FAILED. On failure the previous plan is
 *  kept. */
TCFFT_API tcfftResult tcfftMakePlanMany(tcfftHandle h, int rank, const long long* n,
                                        const long long* inembed, long long istride, long long idist,
                                        const long long* onembed, long long ostride, long long odist,
                                        tcfftType type, long long batch, size_t* workSize);

/** Dense 1D plan: `batch` transforms of size nx, each contiguous, one after another. */
TCFFT_API tcfftResult tcfftPlan1d(tcfftHandle h, long long nx, tcfftType type, long long batch, size_t* workSize);
/** Dense 2D plan, nx slowest, ny contiguous. */
TCFFT_API tcfftResult tcfftPlan2d(tcfftHandle h, long long nx, long long ny, tcfftType type, size_t* workSize);
/** Dense 3D plan, nx slowest, nz contiguous. */
TCFFT_API tcfftResult tcfftPlan3d(tcfftHandle h, long long nx, long long ny, long long nz, tcfftType type,
                                  size_t* workSize);

/** Workspace in bytes of the current plan. Errors: INVALID_HANDLE (no plan), INVALID_VALUE. */
TCFFT_API tcfftResult tcfftGetWorkSize(tcfftHandle h, size_t* workSize);

/** Use caller-owned workspace (device memory for CUDA, host for CPU) of at
 *  least tcfftGetWorkSize bytes, aligned to 256 bytes; NULL returns to
 *  library-owned workspace. The area must stay valid while work using it is
 *  in flight. Errors: INVALID_HANDLE, UNALIGNED_DATA. */
TCFFT_API tcfftResult tcfftSetWorkArea(tcfftHandle h, void* workArea);

/* ------------------------------------------------------------------------ */
/* Execution                                                                 */

/** Execute the plan. in == out means in-place (the plan's input and output
 *  layouts must then be identical). Out-of-place never writes to `in`.
 *  direction: TCFFT_FORWARD or TCFFT_INVERSE.
 *  Errors: INVALID_HANDLE (no plan), INVALID_VALUE (NULL pointer, bad
 *  direction, in-place with different layouts), UNALIGNED_DATA,
 *  EXEC_FAILED. Nothing is written to `out` when an argument is rejected.
 *  CUDA graphs: an execution may be stream-captured (the kernels' device
 *  tables are built when the plan is made, so an execution only launches
 *  kernels), except the first one of a plan with a workspace and no work area
 *  (tcfftSetWorkArea), which allocates the library-owned workspace.
 *  Stream order: the kernels are launched with programmatic stream
 *  serialization (Hopper's programmatic dependent launch), so each may be
 *  scheduled while the work before it on the stream drains, but it waits for
 *  that work's completion and memory before touching any memory: reads and
 *  writes keep plain stream order towards earlier and later work (kernels,
 *  copies, events) on the stream (a later kernel that the caller launches
 *  programmatically must itself wait, as with any such launch). While the
 *  stream is being captured the kernels are launched plainly, so a captured
 *  execution is a chain of ordinary kernel nodes. */
TCFFT_API tcfftResult tcfftExec(tcfftHandle h, const void* in, void* out, int direction);

/* ------------------------------------------------------------------------ */
/* Diagnostics                                                               */

/** Static English text for a status code ("unknown status" for others). */
TCFFT_API const char* tcfftGetErrorString(tcfftResult r);

/** The message of the last failed call on this handle, or "" if the last
 *  call succeeded. Valid until the next call on the handle. NULL handle gives
 *  a static message. */
TCFFT_API const char* tcfftGetLastErrorMessage(tcfftHandle h);

/** Write the plan tree as text into buf, always NUL-terminated when len > 0;
 *  text that does not fit is cut (see tcfftExplainLength for the full size).
 *  Errors: INVALID_HANDLE (no plan), INVALID_VALUE (buf NULL with len > 0). */
TCFFT_API tcfftResult tcfftExplain(tcfftHandle h, char* buf, size_t len);

/** Bytes needed by tcfftExplain for the whole text, NUL included.
 *  Errors: INVALID_HANDLE (no plan), INVALID_VALUE (len NULL). */
TCFFT_API tcfftResult tcfftExplainLength(tcfftHandle h, size_t* len);

/** Planner record of the current plan (see tcfftPlanInfo); the full list of
 *  candidates with estimated / measured times and why the winner won is in
 *  tcfftExplain. Errors: INVALID_HANDLE (no plan), INVALID_VALUE (info NULL). */
TCFFT_API tcfftResult tcfftGetPlanInfo(tcfftHandle h, tcfftPlanInfo* info);

/* ------------------------------------------------------------------------ */
/* Wisdom: the stored per-device tuning profile (like FFTW's wisdom)          */
/*                                                                           */
/* One process-wide, thread-safe store of MEASURE results, keyed by the whole */
/* problem (sizes, layouts, batch, type, precision, compute, split terms,    */
/* backend, and whether compute was DEFAULT). Files are versioned JSON tied   */
/* to (wisdom format version, tcfft version, GPU name, SM count, CUDA runtime */
/* version; "cpu" + hardware threads without a GPU). If the environment      */
/* variable TCFFT_WISDOM names a file, it is imported once, at the first      */
/* tcfftCreate of the process (a warning on stderr if rejected). Wisdom is    */
/* used by TCFFT_MEASURE and TCFFT_WISDOM_ONLY plans, never by ESTIMATE.      */
/* These functions take no handle; their messages are per thread            */
/* (tcfftGetWisdomMessage).                                                  */

/** Write all wisdom of this process to `path` (JSON; written to path.tmp then
 *  renamed). Errors: INVALID_VALUE (path NULL, cannot write). */
TCFFT_API tcfftResult tcfftExportWisdom(const char* path);

/** Read `path` and merge its entries into the process's wisdom (an entry
 *  replaces one for the same problem). Thread-safe. The file is checked
 *  completely first and rejected AS A WHOLE, changing nothing and printing a
 *  warning on stderr, when:
 *   - it cannot be read, is not JSON, is not a tcfft wisdom file, or any entry
 *     is inconsistent (its stored hash / problem text do not match its key,
 *     a radix is not 2/4/8/16, radices do not multiply to a pass length, the
 *     pass count does not match the problem, a compute is not allowed, a
 *     block tile is outside 2^11 ... 2^13 or given for a pass whose tile is
 *     not tunable):
 *     TCFFT_INVALID_VALUE;
 *   - it is stale: another wisdom format version, another tcfft version, or
 *     made on another device (GPU name, SM count or CUDA runtime differ):
 *     TCFFT_NOT_SUPPORTED.
 *  A stored entry is used only for a problem identical to its key, and the
 *  plan built from it is validated again; wisdom can change speed, never
 *  correctness (a different radix schedule changes results only within rounding).
 *  Errors: also INVALID_VALUE for path NULL. */
TCFFT_API tcfftResult tcfftImportWisdom(const char* path);

/** Drop all wisdom of this process. Always succeeds. */
TCFFT_API tcfftResult tcfftForgetWisdom(void);

/** Number of wisdom entries held by this process. Errors: INVALID_VALUE (count NULL). */
TCFFT_API tcfftResult tcfftGetWisdomCount(size_t* count);

/** The message of this thread's last failed wisdom call ("" after a success). */
TCFFT_API const char* tcfftGetWisdomMessage(void);

/** Whether a CUDA device usable by tcfft is present (1) or not (0). */
TCFFT_API int tcfftCudaAvailable(void);

#ifdef __cplusplus
}
#endif

#endif /* TCFFT_TCFFT_H */
