/*
 * Into the Blue with 4 players, uniformly random legal moves to the end and the scores: a plain C
 * loop of the same game as the engine's random playout (src/games/into-the-blue/playout.ts), the
 * reference that `npm run bench` prints the playouts against (issue 31 asks for at least 1/3 of
 * it). Same rules, same choices offered (stop or keep any proper sub-multiset, any level of the
 * sequence, any chest), the same generator (xoshiro128**, Lemire's bounded draw); the moves are
 * not in legalMoves' order, so the games differ from the engine's but not their distribution
 * (a mean game of about 38.8 turns in both).
 *
 * Usage: loop GAMES. Plays GAMES games and prints the CPU seconds they took (as the bench counts
 * its own), the mean turns and a checksum (so the compiler cannot drop the games).
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static uint32_t s[4];
static inline uint32_t rotl(uint32_t x, int k) { return (x << k) | (x >> (32 - k)); }
static inline uint32_t next(void) {
  uint32_t r = rotl(s[1] * 5, 7) * 9, t = s[1] << 9;
  s[2] ^= s[0]; s[3] ^= s[1]; s[1] ^= s[2]; s[0] ^= s[3]; s[2] ^= t; s[3] = rotl(s[3], 11);
  return r;
}
static inline uint32_t rint_(uint32_t n) {
  for (;;) {
    uint64_t m = (uint64_t)next() * n;
    uint32_t low = (uint32_t)m;
    if (low >= n || low >= (uint32_t)(-n) % n) return (uint32_t)(m >> 32);
  }
}

enum { P = 4, LEVELS = 5 };
static const int MAIN[5] = {2, 4, 6, 8, 10}, SEC[5] = {1, 2, 3, 4, 5};

static int shells[LEVELS][P], supply[P], last[P];

static int order(int level, int a, int b) {
  for (int l = level; l >= 1; l--) if (shells[l - 1][a] != shells[l - 1][b]) return shells[l - 1][b] - shells[l - 1][a];
  if (supply[a] != supply[b]) return supply[b] - supply[a];
  return last[a] - last[b];
}

static long play(int *score) {
  int pool[5] = {5, 6, 6, 7, 8}, poolN = 5, chest[P] = {0};
  for (int l = 0; l < LEVELS; l++) for (int p = 0; p < P; p++) shells[l][p] = 0;
  for (int p = 0; p < P; p++) { supply[p] = 12; last[p] = -1; }
  int current = rint_(P), turn = 0, trigger = -1;
  for (;;) {
    last[current] = turn++;
    int counts[7] = {0}, kept[7] = {0}, nkept = 0, over = 0;
    for (int rolls = 0; rolls < 3; rolls++) {
      for (int f = 1; f <= 6; f++) counts[f] = kept[f];
      for (int i = nkept; i < 6; i++) counts[1 + rint_(6)]++;
      if (rolls == 2) break;
      int total = 1;
      for (int f = 1; f <= 6; f++) total *= counts[f] + 1;
      int r = rint_(total); /* 0 stop, else a proper sub-multiset in mixed radix */
      if (r == 0) break;
      r -= 1; nkept = 0;
      for (int f = 1; f <= 6; f++) { kept[f] = r % (counts[f] + 1); r /= counts[f] + 1; nkept += kept[f]; }
    }
    int perfect = 1;
    for (int f = 1; f <= 6; f++) if (counts[f] != 1) perfect = 0;
    if (perfect) {
      int i = rint_(poolN);
      chest[current] += pool[i];
      pool[i] = pool[--poolN];
      if (poolN == 0) over = 1;
      else continue; /* another turn at once */
    } else {
      int k = 0;
      while (k < 5 && counts[k + 1] > 0) k++;
      if (k > 0) {
        int level = 1 + rint_(k), placed = counts[level] < supply[current] ? counts[level] : supply[current];
        shells[level - 1][current] += placed;
        supply[current] -= placed;
        if (trigger < 0 && supply[current] == 0) trigger = current;
      }
    }
    if (over) break;
    current = (current + 1) % P;
    if (current == trigger) break;
  }
  for (int p = 0; p < P; p++) score[p] = chest[p];
  for (int level = LEVELS; level >= 1; level--) {
    int seats[P], n = 0;
    for (int p = 0; p < P; p++) if (shells[level - 1][p] > 0) {
      int j = n++;
      while (j > 0 && order(level, seats[j - 1], p) > 0) { seats[j] = seats[j - 1]; j--; }
      seats[j] = p;
    }
    for (int i = 0; i < n && i <= 2; i++) score[seats[i]] += i == 0 ? MAIN[level - 1] : SEC[level - 1];
  }
  return turn;
}

int main(int argc, char **argv) {
  long want = argc > 1 ? atol(argv[1]) : 100000;
  s[0] = 0x9e3779b9; s[1] = 0x243f6a88; s[2] = 0xb7e15162; s[3] = 0x12345678;
  struct timespec a, b;
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &a);
  long turns = 0, check = 0;
  for (long g = 0; g < want; g++) { int sc[P]; turns += play(sc); check += sc[0]; }
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &b);
  double t = (b.tv_sec - a.tv_sec) + (b.tv_nsec - a.tv_nsec) / 1e9;
  printf("%.9f %.2f %ld\n", t, want ? (double)turns / want : 0.0, check);
  return 0;
}
