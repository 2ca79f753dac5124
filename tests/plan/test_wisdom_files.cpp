// Wisdom: export -> import round trip reproduces the same plans without
// measurement; corrupt / wrong-format / wrong-version / stale-device /
// illegal-radix / inconsistent files are rejected as a whole with the
// documented status and leave existing wisdom intact; wisdom keys (problem
// hashing); concurrent imports.
#include <gtest/gtest.h>

#include <cstdio>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include <unistd.h>

#include "core/problem.h"
#include "plan/tuning.h"
#include "plan/wisdom.h"
#include "tcfft/tcfft.h"

namespace tcfft {
namespace {

using nlohmann::json;

std::string temp_path(const std::string& name) {
  const char* d = std::getenv("TMPDIR");
  return std::string(d ? d : "/tmp") + "/tcfft_wisdom_test_" + std::to_string(::getpid()) + "_" + name + ".json";
}
void write_file(const std::string& path, const std::string& text) {
  std::ofstream f(path, std::ios::binary | std::ios::trunc);
  f << text;
}
std::string read_file(const std::string& path) {
  std::ifstream f(path, std::ios::binary);
  std::ostringstream s;
  s << f.rdbuf();
  return s.str();
}

// Plan with the given planner on the CPU backend; returns the schedule text.
std::string plan_schedule(tcfftPlanner mode, int rank, const long long* n, long long batch, tcfftPlanInfo* info) {
  tcfftHandle h = nullptr;
  EXPECT_EQ(tcfftCreate(&h), TCFFT_SUCCESS);
  EXPECT_EQ(tcfftSetBackend(h, TCFFT_BACKEND_CPU), TCFFT_SUCCESS);
  EXPECT_EQ(tcfftSetPlanner(h, mode), TCFFT_SUCCESS);
  EXPECT_EQ(tcfftMakePlanMany(h, rank, n, nullptr, 1, 0, nullptr, 1, 0, TCFFT_C2C, batch, nullptr), TCFFT_SUCCESS)
      << tcfftGetLastErrorMessage(h);
  tcfftPlanInfo i{};
  EXPECT_EQ(tcfftGetPlanInfo(h, &i), TCFFT_SUCCESS);
  tcfftDestroy(h);
  if (info) *info = i;
  return i.schedule;
}

class Wisdom : public ::testing::Test {
 protected:
  void SetUp() override {
    tcfftForgetWisdom();
    path = temp_path(::testing::UnitTest::GetInstance()->current_test_info()->name());
    // Two measured problems: 1D 512 x8 and 2D 32x64.
    const long long n1[1] = {512}, n2[2] = {32, 64};
    s1 = plan_schedule(TCFFT_MEASURE, 1, n1, 8, nullptr);
    s2 = plan_schedule(TCFFT_MEASURE, 2, n2, 2, nullptr);
    size_t c = 0;
    ASSERT_EQ(tcfftGetWisdomCount(&c), TCFFT_SUCCESS);
    ASSERT_EQ(c, 2u);
    ASSERT_EQ(tcfftExportWisdom(path.c_str()), TCFFT_SUCCESS) << tcfftGetWisdomMessage();
    good = json::parse(read_file(path));
  }
  void TearDown() override {
    std::remove(path.c_str());
    tcfftForgetWisdom();
  }
  // Import `j` (or text) into wisdom that holds only the first entry; expect
  // rejection with `code`, the message to contain `what`, and the old entry intact.
  void expect_rejected(const std::string& text, tcfftResult code, const std::string& what) {
    tcfftForgetWisdom();
    json one = good;
    one["entries"] = json::array({good["entries"][0]});
    write_file(path, one.dump());
    ASSERT_EQ(tcfftImportWisdom(path.c_str()), TCFFT_SUCCESS) << tcfftGetWisdomMessage();
    write_file(path, text);
    EXPECT_EQ(tcfftImportWisdom(path.c_str()), code) << tcfftGetWisdomMessage();
    EXPECT_NE(std::string(tcfftGetWisdomMessage()).find(what), std::string::npos) << tcfftGetWisdomMessage();
    size_t c = 0;
    ASSERT_EQ(tcfftGetWisdomCount(&c), TCFFT_SUCCESS);
    EXPECT_EQ(c, 1u) << "existing wisdom must stay intact";
  }
  std::string path, s1, s2;
  json good;
};

TEST_F(Wisdom, ExportedSchemaIsVersionedAndKeyed) {
  EXPECT_EQ(good["format"], "tcfft-wisdom");
  EXPECT_EQ(good["version"], 1);
  EXPECT_EQ(good["tcfft"], tcfft_version_string());
  EXPECT_EQ(good["device"]["name"], current_device_key().name);
  ASSERT_EQ(good["entries"].size(), 2u);
  for (const json& e : good["entries"]) {
    EXPECT_EQ(e["hash"].get<std::string>().size(), 16u);
    EXPECT_TRUE(e["problem"].is_string());
    EXPECT_TRUE(e["passes"].is_array());
    EXPECT_GE(e["ms"].get<double>(), 0.0);
  }
}

TEST_F(Wisdom, RoundTripReproducesPlansWithoutMeasurement) {
  tcfftForgetWisdom();
  ASSERT_EQ(tcfftImportWisdom(path.c_str()), TCFFT_SUCCESS) << tcfftGetWisdomMessage();
  EXPECT_STREQ(tcfftGetWisdomMessage(), "");
  const long long n1[1] = {512}, n2[2] = {32, 64};
  for (tcfftPlanner mode : {TCFFT_WISDOM_ONLY, TCFFT_MEASURE}) {
    tcfftPlanInfo i1, i2;
    EXPECT_EQ(plan_schedule(mode, 1, n1, 8, &i1), s1);
    EXPECT_EQ(plan_schedule(mode, 2, n2, 2, &i2), s2);
    EXPECT_EQ(i1.from_wisdom, 1);
    EXPECT_EQ(i2.from_wisdom, 1);
    EXPECT_EQ(i1.timings, 0);
    EXPECT_EQ(i2.timings, 0);
  }
  // Exporting again gives the same entries.
  const std::string again = temp_path("again");
  ASSERT_EQ(tcfftExportWisdom(again.c_str()), TCFFT_SUCCESS);
  EXPECT_EQ(json::parse(read_file(again))["entries"], good["entries"]);
  std::remove(again.c_str());
  // A different problem (batch) is not served by this wisdom.
  tcfftPlanInfo i3;
  plan_schedule(TCFFT_WISDOM_ONLY, 1, n1, 16, &i3);
  EXPECT_EQ(i3.from_wisdom, 0);
}

TEST_F(Wisdom, CorruptJsonRejected) {
  const std::string text = good.dump();
  expect_rejected(text.substr(0, text.size() / 2), TCFFT_INVALID_VALUE, "not valid JSON");
  expect_rejected("", TCFFT_INVALID_VALUE, "not valid JSON");
  expect_rejected("[1,2,3]", TCFFT_INVALID_VALUE, "not a JSON object");
}

TEST_F(Wisdom, WrongFormatRejected) {
  json j = good;
  j["format"] = "fftw-wisdom";
  expect_rejected(j.dump(), TCFFT_INVALID_VALUE, "format");
  j = good;
  j.erase("entries");
  expect_rejected(j.dump(), TCFFT_INVALID_VALUE, "entries");
}

TEST_F(Wisdom, WrongVersionRejectedAsStale) {
  json j = good;
  j["version"] = 2;
  expect_rejected(j.dump(), TCFFT_NOT_SUPPORTED, "stale");
  j = good;
  j["tcfft"] = "0.0.9";
  expect_rejected(j.dump(), TCFFT_NOT_SUPPORTED, "stale");
}

TEST_F(Wisdom, OtherDeviceRejectedAsStale) {
  for (const char* field : {"name", "sms", "cuda_runtime"}) {
    json j = good;
    if (std::string(field) == "name") j["device"]["name"] = "Some Other GPU";
    else j["device"][field] = j["device"][field].get<int>() + 1;
    expect_rejected(j.dump(), TCFFT_NOT_SUPPORTED, "stale");
  }
}

TEST_F(Wisdom, IllegalOrInconsistentEntriesRejected) {
  // The 1D 512 entry is the one with one pass.
  size_t k = good["entries"][0]["passes"].size() == 1 ? 0 : 1;
  json j = good;
  j["entries"][k]["passes"][0]["radices"] = json::array({16, 32});
  expect_rejected(j.dump(), TCFFT_INVALID_VALUE, "radix 32");
  j = good;
  j["entries"][k]["passes"][0]["radices"] = json::array({16, 16});  // 256 != 512
  expect_rejected(j.dump(), TCFFT_INVALID_VALUE, "multiply");
  j = good;
  j["entries"][1 - k]["passes"].erase(1);  // 2D problem with one pass
  expect_rejected(j.dump(), TCFFT_INVALID_VALUE, "passes");
  j = good;
  j["entries"][k]["problem"] = "C2C f32 native cpu 1D n=[1024] batch=8";
  expect_rejected(j.dump(), TCFFT_INVALID_VALUE, "text does not match");
  j = good;
  j["entries"][k]["key"]["batch"] = 9;  // hash no longer matches the key
  expect_rejected(j.dump(), TCFFT_INVALID_VALUE, "hash");
  j = good;
  j["entries"][k]["passes"][0]["compute"] = "tc-fp16";  // not allowed: never silently lower accuracy
  expect_rejected(j.dump(), TCFFT_INVALID_VALUE, "compute");
  j = good;
  j["entries"][k]["ms"] = "fast";
  expect_rejected(j.dump(), TCFFT_INVALID_VALUE, "ms");
  j = good;
  j["entries"][k]["passes"][0]["tile_log"] = 14;  // not a block tile
  expect_rejected(j.dump(), TCFFT_INVALID_VALUE, "tile_log");
  j = good;
  j["entries"][k]["passes"][0]["tile_log"] = 13;  // a CPU problem: the tile is not tunable
  expect_rejected(j.dump(), TCFFT_INVALID_VALUE, "not tunable");
}

// A measured block tile (CUDA NATIVE strided pass) is written as the pass's "tile_log" and read
// back into the same schedule; the rule's tile is not written.
TEST_F(Wisdom, BlockTileRoundTrip) {
  tcfftForgetWisdom();
  const long long n[2] = {1024, 1024};
  ProblemArgs a;
  a.rank = 2;
  a.n = n;
  a.batch = 2;
  a.compute = Compute::Native;
  a.backend = Backend::Cuda;
  Problem p;
  ASSERT_TRUE(make_problem(a, &p).is_ok());
  WisdomEntry e;
  e.problem = p;
  e.compute_free = false;
  PassVariant rows, cols;
  rows.radices = cols.radices = choose_radices(1024, 0);
  rows.compute = cols.compute = Compute::Native;
  cols.tile_log = 13;
  e.passes = {rows, cols};
  e.ms = 1.25;
  wisdom_store(e);
  const json j = json::parse(wisdom_export_text());
  ASSERT_EQ(j["entries"].size(), 1u);
  EXPECT_FALSE(j["entries"][0]["passes"][0].contains("tile_log"));
  EXPECT_EQ(j["entries"][0]["passes"][1]["tile_log"], 13);
  tcfftForgetWisdom();
  ASSERT_TRUE(wisdom_import_text(j.dump()).is_ok());
  WisdomEntry back;
  ASSERT_TRUE(wisdom_lookup(p, false, &back));
  ASSERT_EQ(back.passes.size(), 2u);
  EXPECT_EQ(back.passes[0].tile_log, 0);
  EXPECT_EQ(back.passes[1].tile_log, 13);
  EXPECT_TRUE(back.passes[1] == cols);
  tcfftForgetWisdom();
}

TEST_F(Wisdom, MissingFileAndNullPath) {
  EXPECT_EQ(tcfftImportWisdom(nullptr), TCFFT_INVALID_VALUE);
  EXPECT_EQ(tcfftExportWisdom(nullptr), TCFFT_INVALID_VALUE);
  EXPECT_EQ(tcfftImportWisdom("/nonexistent/dir/w.json"), TCFFT_INVALID_VALUE);
  EXPECT_NE(std::string(tcfftGetWisdomMessage()).find("cannot open"), std::string::npos);
  EXPECT_EQ(tcfftExportWisdom("/nonexistent/dir/w.json"), TCFFT_INVALID_VALUE);
  size_t c = 0;
  EXPECT_EQ(tcfftGetWisdomCount(nullptr), TCFFT_INVALID_VALUE);
  ASSERT_EQ(tcfftGetWisdomCount(&c), TCFFT_SUCCESS);
  EXPECT_EQ(c, 2u);
}

TEST_F(Wisdom, ConcurrentImportsAreSafe) {
  const std::string bad = temp_path("bad");
  write_file(bad, good.dump().substr(0, 40));
  tcfftForgetWisdom();
  std::vector<std::thread> ts;
  std::vector<tcfftResult> rs(8);
  for (int t = 0; t < 8; ++t) {
    ts.emplace_back([&, t] {
      for (int r = 0; r < 5; ++r) {
        rs[t] = tcfftImportWisdom(t % 4 == 3 ? bad.c_str() : path.c_str());
        size_t c = 0;
        tcfftGetWisdomCount(&c);
      }
    });
  }
  for (auto& t : ts) t.join();
  for (int t = 0; t < 8; ++t) EXPECT_EQ(rs[t], t % 4 == 3 ? TCFFT_INVALID_VALUE : TCFFT_SUCCESS);
  size_t c = 0;
  ASSERT_EQ(tcfftGetWisdomCount(&c), TCFFT_SUCCESS);
  EXPECT_EQ(c, 2u);
  std::remove(bad.c_str());
}

// Problem hashing as the wisdom key.
TEST(WisdomKey, HashCoversEveryFieldAndComputeFreedom) {
  auto make = [](long long n, long long batch, Compute c, Backend b, int split, long long istride) {
    const long long nn[1] = {n};
    const long long emb[1] = {n};
    ProblemArgs a;
    a.rank = 1;
    a.n = nn;
    a.batch = batch;
    a.compute = c;
    a.backend = b;
    a.split_terms = split;
    if (istride != 1) {
      a.inembed = emb;
      a.istride = istride;
      a.idist = n * istride;
    }
    Problem p;
    EXPECT_TRUE(make_problem(a, &p).is_ok());
    return p;
  };
  const Problem base = make(256, 4, Compute::TcSplit, Backend::Cuda, 2, 1);
  EXPECT_EQ(base.hash(), make(256, 4, Compute::TcSplit, Backend::Cuda, 2, 1).hash());
  EXPECT_EQ(wisdom_key(base, true), wisdom_key(make(256, 4, Compute::TcSplit, Backend::Cuda, 2, 1), true));
  EXPECT_NE(wisdom_key(base, true), wisdom_key(base, false));
  const std::vector<Problem> others = {
      make(512, 4, Compute::TcSplit, Backend::Cuda, 2, 1), make(256, 8, Compute::TcSplit, Backend::Cuda, 2, 1),
      make(256, 4, Compute::Native, Backend::Cuda, 2, 1),  make(256, 4, Compute::TcSplit, Backend::Cpu, 2, 1),
      make(256, 4, Compute::TcSplit, Backend::Cuda, 3, 1), make(256, 4, Compute::TcSplit, Backend::Cuda, 2, 2)};
  for (const Problem& o : others) {
    EXPECT_NE(o.hash(), base.hash()) << o.describe();
    EXPECT_NE(wisdom_key(o, true), wisdom_key(base, true)) << o.describe();
  }
  // A stored entry is only served for an equal problem.
  wisdom_forget();
  WisdomEntry e;
  e.problem = base;
  e.compute_free = true;
  PassVariant v;
  v.radices = {16, 16};
  v.compute = Compute::Native;
  e.passes = {v};
  wisdom_store(e);
  WisdomEntry got;
  EXPECT_TRUE(wisdom_lookup(base, true, &got));
  EXPECT_FALSE(wisdom_lookup(base, false, &got));
  EXPECT_FALSE(wisdom_lookup(others[1], true, &got));
  wisdom_forget();
}

}  // namespace
}  // namespace tcfft
