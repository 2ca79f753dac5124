// Development knobs of the single-pass kernels (used by tools/kernel_dev; the
// library never calls these). Not thread-safe; set before launching.
#pragma once

namespace tcfft::cuda::kern {

/// log2 of the smallest tile (complex elements per block); 11..13, default 11.
void set_min_tile_log(int tlog);
int min_tile_log();
/// Use the stage-ordered twiddle copy (default true) or index T directly.
void set_use_stage_twiddles(bool on);
/// Persistent grid (blocks loop over tiles; default true) and cp.async prefetch of the next
/// tile's stage-0 inputs (default true; needs the persistent grid to overlap anything).
void set_persistent(bool on);
void set_prefetch(bool on);
/// Prefetch in the tensor-core modes (default false: measured 1-4% slower there, NOTES.md v2;
/// set_prefetch(false) turns it off in every mode).
void set_prefetch_tc(bool on);
/// Test knob: cap the persistent grid at this many blocks (0 = no cap).
void set_max_grid(int blocks);
/// NATIVE n = 16 coalesced shared-memory path (default true; needs the persistent grid).
void set_coop16(bool on);
/// Specialized kernels for the default radix sequences (default true).
void set_spec(bool on);

}  // namespace tcfft::cuda::kern
