// Facts about the host for report headers, and the host copy bandwidth that
// the CPU runner's memory floor uses.
#pragma once

#include <string>

namespace tcfft_cli {

/// Local date and time, ISO 8601 ("2026-11-21T10:02:03+0000").
std::string now_iso8601();
/// CPU model from /proc/cpuinfo ("unknown" elsewhere).
std::string cpu_model();
std::string host_name();
/// Host memcpy bandwidth in GB/s counting read + write (2 x bytes / time),
/// median of a few copies of `bytes`.
double host_copy_bandwidth_gbs(size_t bytes);

}  // namespace tcfft_cli
