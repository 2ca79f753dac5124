// Development knobs of the single-pass kernels (used by tools/kernel_dev; the
// library never calls these). Not thread-safe; set before launching.
#pragma once

namespace tcfft::cuda::kern {

/// log2 of the smallest tile (complex elements per block); 11..13, default 11.
void set_min_tile_log(int tlog);
int min_tile_log();
/// Use the stage-ordered twiddle copy (default true) or index T directly.
void set_use_stage_twiddles(bool on);

}  // namespace tcfft::cuda::kern
