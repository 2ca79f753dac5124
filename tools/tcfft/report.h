// Everything a bench run produced, and the three writers: a human table on
// stdout (report_table.cpp), JSON (report_json.cpp, nlohmann-json) and CSV
// (report_csv.cpp). All three start with the environment header.
#pragma once

#include <cstdio>
#include <string>
#include <vector>

#include "bench_types.h"
#include "runner.h"

namespace tcfft_cli {

struct Report {
  Environment environment;       // device / host, versions, date, copy bandwidth
  nlohmann::ordered_json config;  // command line and settings
  std::string mode;              // cuda | cpu
  std::string baseline;          // library the speedup divides by
  std::vector<Row> rows;         // in report order (grouped by table)
  std::string aborted;           // non-empty: the run stopped early, why
};

/// Tables grouped by Row::table, with footnotes for every non-ok message.
void write_table(std::FILE* f, const Report& r);
/// Throw std::runtime_error when the file cannot be written.
void write_json(const std::string& path, const Report& r);
void write_csv(const std::string& path, const Report& r);

/// JSON of one row (used by write_json; also handy for tests).
nlohmann::ordered_json row_json(const Row& row);

}  // namespace tcfft_cli
