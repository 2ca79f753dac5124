// core/problem: validation results, resolved layouts, extents, equality and
// hashing (equal problems hash equal; changing any field changes the hash).
#include <gtest/gtest.h>

#include <functional>
#include <set>
#include <string>
#include <vector>

#include "core/problem.h"

namespace tcfft {
namespace {

struct Args {
  int rank = 2;
  long long n[3] = {8, 16, 1};
  long long inembed[3] = {8, 20, 1};
  long long onembed[3] = {8, 16, 1};
  bool use_inembed = true, use_onembed = true;
  long long istride = 2, idist = 400, ostride = 1, odist = 128;
  tcfftType type = TCFFT_C2C;
  long long batch = 3;
  Storage storage = Storage::F32;
  Compute compute = Compute::TcSplit;
  int split_terms = 2;
  Backend backend = Backend::Cpu;

  ProblemArgs raw() const {
    ProblemArgs a;
    a.rank = rank;
    a.n = n;
    a.inembed = use_inembed ? inembed : nullptr;
    a.onembed = use_onembed ? onembed : nullptr;
    a.istride = istride;
    a.idist = idist;
    a.ostride = ostride;
    a.odist = odist;
    a.type = type;
    a.batch = batch;
    a.storage = storage;
    a.compute = compute;
    a.split_terms = split_terms;
    a.backend = backend;
    return a;
  }
};

Problem make(const Args& a) {
  Problem p;
  const Status s = make_problem(a.raw(), &p);
  EXPECT_TRUE(s.is_ok()) << s.message();
  return p;
}

TEST(Problem, EqualArgumentsGiveEqualProblemsAndHashes) {
  const Problem a = make(Args{}), b = make(Args{});
  EXPECT_TRUE(a == b);
  EXPECT_EQ(a.hash(), b.hash());
  EXPECT_EQ(a.describe(), b.describe());
}

TEST(Problem, DenseLayoutIgnoresStrideAndDist) {
  Args x;
  x.use_inembed = x.use_onembed = false;
  x.istride = 5;
  x.idist = 7;
  const Problem p = make(x);
  EXPECT_EQ(p.in.stride, 1);
  EXPECT_EQ(p.in.dist, 8 * 16);
  EXPECT_EQ(p.in.embed[0], 8);
  EXPECT_EQ(p.in.embed[1], 16);
  EXPECT_TRUE(p.in == p.out);
  EXPECT_EQ(p.in_extent(), 3 * 8 * 16);
  // Same problem reached with different ignored stride/dist: equal, same hash.
  Args y = x;
  y.istride = 1;
  y.idist = 0;
  EXPECT_TRUE(make(y) == p);
  EXPECT_EQ(make(y).hash(), p.hash());
}

TEST(Problem, ExtentsOfAdvancedLayout) {
  const Problem p = make(Args{});
  // Input: last element of last batch = 2*400 + (7*20 + 15)*2.
  EXPECT_EQ(p.in_extent(), 2 * 400 + (7 * 20 + 15) * 2 + 1);
  EXPECT_EQ(p.out_extent(), 2 * 128 + 7 * 16 + 15 + 1);
  EXPECT_EQ(p.elements(), 128);
  EXPECT_EQ(p.in.dim_stride(2, 0), 40);
  EXPECT_EQ(p.in.dim_stride(2, 1), 2);
}

struct FieldChange {
  const char* name;
  std::function<void(Args&)> change;
};

std::vector<FieldChange> field_changes() {
  return {
      {"rank", [](Args& a) { a.rank = 3; a.n[2] = 1; a.inembed[2] = 1; a.onembed[2] = 1; }},
      {"n0", [](Args& a) { a.n[0] = 4; }},
      {"n1", [](Args& a) { a.n[1] = 8; }},
      {"inembed0", [](Args& a) { a.inembed[0] = 9; }},
      {"inembed1", [](Args& a) { a.inembed[1] = 21; }},
      {"onembed1", [](Args& a) { a.onembed[1] = 17; a.odist = 8 * 17; }},
      {"inembed_null", [](Args& a) { a.use_inembed = false; }},
      {"istride", [](Args& a) { a.istride = 1; }},
      {"idist", [](Args& a) { a.idist = 401; }},
      {"ostride", [](Args& a) { a.ostride = 2; a.odist = 256; }},
      {"odist", [](Args& a) { a.odist = 129; }},
      {"batch", [](Args& a) { a.batch = 2; }},
      {"type", [](Args& a) { a.type = TCFFT_R2C; }},
      {"storage", [](Args& a) { a.storage = Storage::F16; }},
      {"compute", [](Args& a) { a.compute = Compute::Native; }},
      {"split_terms", [](Args& a) { a.split_terms = 3; }},
      {"backend", [](Args& a) { a.backend = Backend::Cuda; }},
  };
}

class ProblemHash : public ::testing::TestWithParam<FieldChange> {};

TEST_P(ProblemHash, ChangingFieldChangesHashAndEquality) {
  Args changed;
  GetParam().change(changed);
  const Problem a = make(Args{}), b = make(changed);
  EXPECT_FALSE(a == b);
  EXPECT_TRUE(a != b);
  EXPECT_NE(a.hash(), b.hash()) << GetParam().name;
  EXPECT_NE(a.describe(), b.describe()) << GetParam().name;
}

INSTANTIATE_TEST_SUITE_P(Fields, ProblemHash, ::testing::ValuesIn(field_changes()),
                         [](const ::testing::TestParamInfo<FieldChange>& i) { return std::string(i.param.name); });

TEST(Problem, HashesOfManySizesAreDistinct) {
  std::set<uint64_t> seen;
  int count = 0;
  for (int l = 0; l <= 20; ++l) {
    for (long long b : {1, 2, 3, 1000}) {
      Args a;
      a.rank = 1;
      a.n[0] = 1LL << l;
      a.use_inembed = a.use_onembed = false;
      a.batch = b;
      seen.insert(make(a).hash());
      ++count;
    }
  }
  EXPECT_EQ(static_cast<int>(seen.size()), count);
}

TEST(Problem, DescribeMentionsKeyFields) {
  const std::string d = make(Args{}).describe();
  for (const char* s : {"C2C", "f32", "tc-split", "(2)", "cpu", "2D", "8,16", "batch=3", "stride=2", "dist=400"}) {
    EXPECT_NE(d.find(s), std::string::npos) << s << " missing in: " << d;
  }
}

TEST(Problem, ValidationOrderRankBeforeN) {
  ProblemArgs a;
  a.rank = 0;
  a.n = nullptr;
  Problem p;
  EXPECT_EQ(make_problem(a, &p).code(), TCFFT_INVALID_SIZE);
  a.rank = 1;
  EXPECT_EQ(make_problem(a, &p).code(), TCFFT_INVALID_VALUE);
}

TEST(Problem, InjectiveOutputCheckAcceptsInterleavedAndRejectsAliasing) {
  Args a;
  a.rank = 1;
  a.n[0] = 16;
  a.onembed[0] = 16;
  a.batch = 4;
  a.ostride = 4;  // batch-interleaved: injective
  a.odist = 1;
  a.use_inembed = false;
  Problem p;
  EXPECT_TRUE(make_problem(a.raw(), &p).is_ok());
  a.ostride = 3;  // j*3 + b collides (j=1,b=0 vs j=0,b=3)
  EXPECT_EQ(make_problem(a.raw(), &p).code(), TCFFT_INVALID_VALUE);
}

}  // namespace
}  // namespace tcfft
