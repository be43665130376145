;; SARI's counting and sums in WebAssembly (see ../sari.ts and docs/metrics.md#sari for what is computed, and
;; wasm-engine.ts for the memory layout the JavaScript side hands in). Why WebAssembly: a whole `gecval score`
;; process spends most of its SARI time getting JavaScript code compiled (V8 optimises each hot function in the
;; background, which costs more CPU than the scoring itself); this module is compiled in well under a millisecond
;; and runs at full speed from the first sentence. The float operations are those of the JavaScript engine
;; (js-engine.ts), in the same order, so the scores are bit-identical (tested).
;;
;; A prepared pair (one source line and its references), at byte address `pair`:
;;   header, 80 bytes: [0] numRefs, [4] record stride in bytes, [8] slots, [12] table address, [16] table mask,
;;                     [20 + 4n] first slot of order n+1, [36 + 4n] end of its source slots, [52 + 4n] end of its slots
;;   records from pair + 80, one per slot (a distinct n-gram), `stride` bytes each, as i32:
;;     [0..3] token numbers (unused ones 0), [4] hash, [5] source count, [6 + r] reference r's count (r < numRefs),
;;     [6 + numRefs] the references' summed count
;;   table: (mask + 1) i32 entries, slot + 1 or 0 for empty (open addressing, linear probing).
;; Within an order the source's n-grams take the first slots in first-occurrence order (the order the original's
;; Counters iterate when it sums ratios), then the references' new ones.
(module
  (import "env" "memory" (memory 1))

  ;; Hash of the `len` token numbers at byte address `at`.
  (func $hash (param $at i32) (param $len i32) (result i32)
    (local $h i32) (local $end i32)
    (local.set $h (i32.mul (local.get $len) (i32.const 0x9e3779b1)))
    (local.set $end (i32.add (local.get $at) (i32.shl (local.get $len) (i32.const 2))))
    (block $done
      (loop $next
        (br_if $done (i32.ge_u (local.get $at) (local.get $end)))
        (local.set $h (i32.mul (i32.xor (local.get $h) (i32.load (local.get $at))) (i32.const 0x85ebca6b)))
        (local.set $h (i32.xor (local.get $h) (i32.shr_u (local.get $h) (i32.const 13))))
        (local.set $at (i32.add (local.get $at) (i32.const 4)))
        (br $next)))
    (local.get $h))

  ;; 1 if the `len` i32 at byte addresses a and b are equal.
  (func $same (param $a i32) (param $b i32) (param $len i32) (result i32)
    (local $end i32)
    (local.set $end (i32.add (local.get $a) (i32.shl (local.get $len) (i32.const 2))))
    (block $equal
      (loop $next
        (br_if $equal (i32.ge_u (local.get $a) (local.get $end)))
        (if (i32.ne (i32.load (local.get $a)) (i32.load (local.get $b))) (then (return (i32.const 0))))
        (local.set $a (i32.add (local.get $a) (i32.const 4)))
        (local.set $b (i32.add (local.get $b) (i32.const 4)))
        (br $next)))
    (i32.const 1))

  ;; The slot among first..end−1 whose record holds the n-gram of `len` tokens at `at` (hash h), or −1.
  (func $find (param $table i32) (param $mask i32) (param $records i32) (param $stride i32)
              (param $first i32) (param $end i32) (param $at i32) (param $len i32) (param $h i32) (result i32)
    (local $entry i32) (local $slot i32)
    (local.set $h (i32.and (local.get $h) (local.get $mask)))
    (loop $probe
      (local.set $entry (i32.load (i32.add (local.get $table) (i32.shl (local.get $h) (i32.const 2)))))
      (if (i32.eqz (local.get $entry)) (then (return (i32.const -1))))
      (local.set $slot (i32.sub (local.get $entry) (i32.const 1)))
      (if (i32.and (i32.ge_s (local.get $slot) (local.get $first)) (i32.lt_s (local.get $slot) (local.get $end)))
        (then
          (if (call $same (i32.add (local.get $records) (i32.mul (local.get $slot) (local.get $stride))) (local.get $at) (local.get $len))
            (then (return (local.get $slot))))))
      (local.set $h (i32.and (i32.add (local.get $h) (i32.const 1)) (local.get $mask)))
      (br $probe))
    (unreachable))

  ;; Writes slot + 1 into the first empty entry from h & mask.
  (func $insert (param $table i32) (param $mask i32) (param $h i32) (param $slot i32)
    (local $k i32)
    (local.set $k (i32.and (local.get $h) (local.get $mask)))
    (block $free
      (loop $probe
        (br_if $free (i32.eqz (i32.load (i32.add (local.get $table) (i32.shl (local.get $k) (i32.const 2))))))
        (local.set $k (i32.and (i32.add (local.get $k) (i32.const 1)) (local.get $mask)))
        (br $probe)))
    (i32.store (i32.add (local.get $table) (i32.shl (local.get $k) (i32.const 2))) (i32.add (local.get $slot) (i32.const 1))))

  ;; Adds 1 to the i32 at byte address a.
  (func $bump (param $a i32)
    (i32.store (local.get $a) (i32.add (i32.load (local.get $a)) (i32.const 1))))

  ;; Counts a pair. `ids`: the token numbers of the source then each reference; `starts`: numLines + 1 i32 token
  ;; offsets (line g is ids[starts[g] .. starts[g+1])). The records may take up to 4 × total tokens slots from
  ;; pair + 80; `scratch` is a zeroed-here table of (smask + 1) entries used while counting. Returns the bytes the
  ;; pair takes.
  (func (export "prepare") (param $ids i32) (param $starts i32) (param $lines i32) (param $pair i32)
                           (param $scratch i32) (param $smask i32) (result i32)
    (local $numRefs i32) (local $stride i32) (local $records i32) (local $slots i32) (local $n i32) (local $len i32)
    (local $g i32) (local $from i32) (local $count i32) (local $i i32) (local $at i32) (local $h i32) (local $slot i32)
    (local $record i32) (local $first i32) (local $size i32) (local $table i32)
    (local.set $numRefs (i32.sub (local.get $lines) (i32.const 1)))
    (local.set $stride (i32.shl (i32.add (local.get $numRefs) (i32.const 7)) (i32.const 2)))
    (local.set $records (i32.add (local.get $pair) (i32.const 80)))
    ;; at most one slot per token position and order
    (memory.fill (local.get $records) (i32.const 0)
      (i32.mul (i32.shl (i32.load (i32.add (local.get $starts) (i32.shl (local.get $lines) (i32.const 2)))) (i32.const 2))
               (local.get $stride)))
    (memory.fill (local.get $scratch) (i32.const 0) (i32.shl (i32.add (local.get $smask) (i32.const 1)) (i32.const 2)))
    (loop $orders
      (local.set $len (i32.add (local.get $n) (i32.const 1)))
      (local.set $first (local.get $slots))
      (i32.store offset=20 (i32.add (local.get $pair) (i32.shl (local.get $n) (i32.const 2))) (local.get $slots))
      (local.set $g (i32.const 0))
      (loop $lines
        (local.set $from (i32.load (i32.add (local.get $starts) (i32.shl (local.get $g) (i32.const 2)))))
        (local.set $count
          (i32.sub (i32.sub (i32.load (i32.add (local.get $starts) (i32.shl (i32.add (local.get $g) (i32.const 1)) (i32.const 2))))
                            (local.get $from))
                   (local.get $n)))
        (local.set $i (i32.const 0))
        (block $positionsDone
          (loop $positions
            (br_if $positionsDone (i32.ge_s (local.get $i) (local.get $count)))
            (local.set $at (i32.add (local.get $ids) (i32.shl (i32.add (local.get $from) (local.get $i)) (i32.const 2))))
            (local.set $h (call $hash (local.get $at) (local.get $len)))
            (local.set $slot (call $find (local.get $scratch) (local.get $smask) (local.get $records) (local.get $stride)
                                         (local.get $first) (local.get $slots) (local.get $at) (local.get $len) (local.get $h)))
            (if (i32.lt_s (local.get $slot) (i32.const 0))
              (then
                (local.set $slot (local.get $slots))
                (local.set $slots (i32.add (local.get $slots) (i32.const 1)))
                (local.set $record (i32.add (local.get $records) (i32.mul (local.get $slot) (local.get $stride))))
                (memory.copy (local.get $record) (local.get $at) (i32.shl (local.get $len) (i32.const 2)))
                (i32.store offset=16 (local.get $record) (local.get $h))
                (call $insert (local.get $scratch) (local.get $smask) (local.get $h) (local.get $slot))))
            (local.set $record (i32.add (local.get $records) (i32.mul (local.get $slot) (local.get $stride))))
            (if (i32.eqz (local.get $g))
              (then (call $bump (i32.add (local.get $record) (i32.const 20))))
              (else
                ;; reference g − 1 at [6 + g − 1] = byte 20 + 4g; the sum at [6 + numRefs]
                (call $bump (i32.add (local.get $record) (i32.add (i32.const 20) (i32.shl (local.get $g) (i32.const 2)))))
                (call $bump (i32.add (local.get $record) (i32.add (i32.const 24) (i32.shl (local.get $numRefs) (i32.const 2)))))))
            (local.set $i (i32.add (local.get $i) (i32.const 1)))
            (br $positions)))
        (if (i32.eqz (local.get $g))
          (then (i32.store offset=36 (i32.add (local.get $pair) (i32.shl (local.get $n) (i32.const 2))) (local.get $slots))))
        (local.set $g (i32.add (local.get $g) (i32.const 1)))
        (br_if $lines (i32.lt_s (local.get $g) (local.get $lines))))
      (i32.store offset=52 (i32.add (local.get $pair) (i32.shl (local.get $n) (i32.const 2))) (local.get $slots))
      (local.set $n (i32.add (local.get $n) (i32.const 1)))
      (br_if $orders (i32.lt_s (local.get $n) (i32.const 4))))
    ;; the pair's own table right after its records: a power of two, at least twice the slots
    (local.set $size (i32.const 16))
    (block $bigEnough
      (loop $double
        (br_if $bigEnough (i32.ge_u (local.get $size) (i32.shl (local.get $slots) (i32.const 1))))
        (local.set $size (i32.shl (local.get $size) (i32.const 1)))
        (br $double)))
    (local.set $table (i32.add (local.get $records) (i32.mul (local.get $slots) (local.get $stride))))
    (memory.fill (local.get $table) (i32.const 0) (i32.shl (local.get $size) (i32.const 2)))
    (local.set $slot (i32.const 0))
    (block $allIn
      (loop $each
        (br_if $allIn (i32.ge_s (local.get $slot) (local.get $slots)))
        (call $insert (local.get $table) (i32.sub (local.get $size) (i32.const 1))
          (i32.load offset=16 (i32.add (local.get $records) (i32.mul (local.get $slot) (local.get $stride))))
          (local.get $slot))
        (local.set $slot (i32.add (local.get $slot) (i32.const 1)))
        (br $each)))
    (i32.store (local.get $pair) (local.get $numRefs))
    (i32.store offset=4 (local.get $pair) (local.get $stride))
    (i32.store offset=8 (local.get $pair) (local.get $slots))
    (i32.store offset=12 (local.get $pair) (local.get $table))
    (i32.store offset=16 (local.get $pair) (i32.sub (local.get $size) (i32.const 1)))
    (i32.sub (i32.add (local.get $table) (i32.shl (local.get $size) (i32.const 2))) (local.get $pair)))

  (func $f1 (param $p f64) (param $r f64) (result f64)
    (if (result f64) (i32.or (f64.gt (local.get $p) (f64.const 0)) (f64.gt (local.get $r) (f64.const 0)))
      (then (f64.div (f64.mul (f64.mul (f64.const 2) (local.get $p)) (local.get $r)) (f64.add (local.get $p) (local.get $r))))
      (else (f64.const 0))))

  ;; The original's SARIngram for one order (slots first..end−1, source slots first..sourceEnd−1) against
  ;; reference row `row` (numRefs: the sum), counts multiplied by `times`; adds keep F1, deletion precision and
  ;; addition F1 to the three f64 at `out`. `novel`: the candidate's distinct n-grams found nowhere in the pair.
  (func $orderScores (param $records i32) (param $stride i32) (param $counts i32) (param $first i32) (param $sourceEnd i32)
                     (param $end i32) (param $row i32) (param $times i32) (param $novel i32) (param $out i32)
    (local $i i32) (local $record i32) (local $refAt i32) (local $s i32) (local $c i32) (local $r i32)
    (local $keep i32) (local $keepAll i32) (local $keepGood i32) (local $del i32) (local $delGood i32)
    (local $keepSize i32) (local $keepAllSize i32) (local $delSize i32)
    (local $keepP f64) (local $keepR f64) (local $delP f64)
    (local $added i32) (local $addedGood i32) (local $refNew i32) (local $inRefs i32)
    (local.set $refAt (i32.add (i32.const 24) (i32.shl (local.get $row) (i32.const 2))))
    (local.set $i (local.get $first))
    (block $sourceDone
      (loop $source
        (br_if $sourceDone (i32.ge_s (local.get $i) (local.get $sourceEnd)))
        (local.set $record (i32.add (local.get $records) (i32.mul (local.get $i) (local.get $stride))))
        (local.set $s (i32.mul (i32.load offset=20 (local.get $record)) (local.get $times)))
        (local.set $c (i32.mul (i32.load (i32.add (local.get $counts) (i32.shl (local.get $i) (i32.const 2)))) (local.get $times)))
        (local.set $r (i32.load (i32.add (local.get $record) (local.get $refAt))))
        (local.set $keep (select (local.get $s) (local.get $c) (i32.lt_s (local.get $s) (local.get $c))))
        (local.set $keepAll (select (local.get $s) (local.get $r) (i32.lt_s (local.get $s) (local.get $r))))
        (if (i32.gt_s (local.get $keep) (i32.const 0)) (then (local.set $keepSize (i32.add (local.get $keepSize) (i32.const 1)))))
        (if (i32.gt_s (local.get $keepAll) (i32.const 0)) (then (local.set $keepAllSize (i32.add (local.get $keepAllSize) (i32.const 1)))))
        (local.set $keepGood (select (local.get $keep) (local.get $r) (i32.lt_s (local.get $keep) (local.get $r))))
        (if (i32.gt_s (local.get $keepGood) (i32.const 0))
          (then
            (local.set $keepP (f64.add (local.get $keepP) (f64.div (f64.convert_i32_s (local.get $keepGood)) (f64.convert_i32_s (local.get $keep)))))
            (local.set $keepR (f64.add (local.get $keepR) (f64.div (f64.convert_i32_s (local.get $keepGood)) (f64.convert_i32_s (local.get $keepAll)))))))
        (local.set $del (i32.sub (local.get $s) (local.get $c)))
        (if (i32.gt_s (local.get $del) (i32.const 0))
          (then
            (local.set $delSize (i32.add (local.get $delSize) (i32.const 1)))
            (local.set $delGood (i32.sub (local.get $del) (local.get $r)))
            (if (i32.gt_s (local.get $delGood) (i32.const 0))
              (then (local.set $delP (f64.add (local.get $delP) (f64.div (f64.convert_i32_s (local.get $delGood)) (f64.convert_i32_s (local.get $del)))))))))
        (local.set $i (i32.add (local.get $i) (i32.const 1)))
        (br $source)))
    (local.set $keepP (if (result f64) (i32.gt_s (local.get $keepSize) (i32.const 0))
      (then (f64.div (local.get $keepP) (f64.convert_i32_s (local.get $keepSize)))) (else (f64.const 0))))
    (local.set $keepR (if (result f64) (i32.gt_s (local.get $keepAllSize) (i32.const 0))
      (then (f64.div (local.get $keepR) (f64.convert_i32_s (local.get $keepAllSize)))) (else (f64.const 0))))
    (local.set $delP (if (result f64) (i32.gt_s (local.get $delSize) (i32.const 0))
      (then (f64.div (local.get $delP) (f64.convert_i32_s (local.get $delSize)))) (else (f64.const 0))))
    ;; added n-grams are sets: only how many
    (local.set $added (local.get $novel))
    (block $restDone
      (loop $rest
        (br_if $restDone (i32.ge_s (local.get $i) (local.get $end)))
        (local.set $record (i32.add (local.get $records) (i32.mul (local.get $i) (local.get $stride))))
        (local.set $inRefs (i32.gt_s (i32.load (i32.add (local.get $record) (local.get $refAt))) (i32.const 0)))
        (if (i32.gt_s (i32.load (i32.add (local.get $counts) (i32.shl (local.get $i) (i32.const 2)))) (i32.const 0))
          (then
            (local.set $added (i32.add (local.get $added) (i32.const 1)))
            (local.set $addedGood (i32.add (local.get $addedGood) (local.get $inRefs)))))
        (local.set $refNew (i32.add (local.get $refNew) (local.get $inRefs)))
        (local.set $i (i32.add (local.get $i) (i32.const 1)))
        (br $rest)))
    (f64.store (local.get $out) (f64.add (f64.load (local.get $out)) (call $f1 (local.get $keepP) (local.get $keepR))))
    (f64.store offset=8 (local.get $out) (f64.add (f64.load offset=8 (local.get $out)) (local.get $delP)))
    (f64.store offset=16 (local.get $out) (f64.add (f64.load offset=16 (local.get $out))
      (call $f1
        (if (result f64) (i32.gt_s (local.get $added) (i32.const 0))
          (then (f64.div (f64.convert_i32_s (local.get $addedGood)) (f64.convert_i32_s (local.get $added)))) (else (f64.const 0)))
        (if (result f64) (i32.gt_s (local.get $refNew) (i32.const 0))
          (then (f64.div (f64.convert_i32_s (local.get $addedGood)) (f64.convert_i32_s (local.get $refNew)))) (else (f64.const 0)))))))

  ;; SARI of the `len` candidate token numbers at `ids` against the pair (max = 0), or the best single-reference
  ;; SARI (max = 1). Scratch: `counts` (one i32 per slot), `novel` ((nmask + 1) i32 entries: candidate position + 1),
  ;; `sums` (3 f64 per reference scored, 8-byte aligned).
  (func (export "score") (param $pair i32) (param $ids i32) (param $len i32) (param $max i32)
                         (param $counts i32) (param $novel i32) (param $nmask i32) (param $sums i32) (result f64)
    (local $numRefs i32) (local $stride i32) (local $records i32) (local $table i32) (local $mask i32) (local $scored i32)
    (local $n i32) (local $first i32) (local $sourceEnd i32) (local $end i32) (local $novelCount i32) (local $i i32)
    (local $at i32) (local $h i32) (local $slot i32) (local $k i32) (local $entry i32) (local $out i32)
    (local $best f64) (local $value f64)
    (local.set $numRefs (i32.load (local.get $pair)))
    (local.set $stride (i32.load offset=4 (local.get $pair)))
    (local.set $table (i32.load offset=12 (local.get $pair)))
    (local.set $mask (i32.load offset=16 (local.get $pair)))
    (local.set $records (i32.add (local.get $pair) (i32.const 80)))
    (local.set $scored (select (local.get $numRefs) (i32.const 1) (local.get $max)))
    (memory.fill (local.get $counts) (i32.const 0) (i32.shl (i32.load offset=8 (local.get $pair)) (i32.const 2)))
    (memory.fill (local.get $sums) (i32.const 0) (i32.mul (local.get $scored) (i32.const 24)))
    (loop $orders
      (local.set $first (i32.load offset=20 (i32.add (local.get $pair) (i32.shl (local.get $n) (i32.const 2)))))
      (local.set $sourceEnd (i32.load offset=36 (i32.add (local.get $pair) (i32.shl (local.get $n) (i32.const 2)))))
      (local.set $end (i32.load offset=52 (i32.add (local.get $pair) (i32.shl (local.get $n) (i32.const 2)))))
      (memory.fill (local.get $novel) (i32.const 0) (i32.shl (i32.add (local.get $nmask) (i32.const 1)) (i32.const 2)))
      (local.set $novelCount (i32.const 0))
      (local.set $i (i32.const 0))
      (block $positionsDone
        (loop $positions
          (br_if $positionsDone (i32.ge_s (i32.add (local.get $i) (local.get $n)) (local.get $len)))
          (local.set $at (i32.add (local.get $ids) (i32.shl (local.get $i) (i32.const 2))))
          (local.set $h (call $hash (local.get $at) (i32.add (local.get $n) (i32.const 1))))
          (local.set $slot (call $find (local.get $table) (local.get $mask) (local.get $records) (local.get $stride)
                                       (local.get $first) (local.get $end) (local.get $at) (i32.add (local.get $n) (i32.const 1)) (local.get $h)))
          (if (i32.ge_s (local.get $slot) (i32.const 0))
            (then (call $bump (i32.add (local.get $counts) (i32.shl (local.get $slot) (i32.const 2)))))
            (else
              ;; a distinct n-gram found nowhere in the pair counts once
              (local.set $k (i32.and (local.get $h) (local.get $nmask)))
              (block $seen
                (loop $probe
                  (local.set $entry (i32.load (i32.add (local.get $novel) (i32.shl (local.get $k) (i32.const 2)))))
                  (if (i32.eqz (local.get $entry))
                    (then
                      (i32.store (i32.add (local.get $novel) (i32.shl (local.get $k) (i32.const 2))) (i32.add (local.get $i) (i32.const 1)))
                      (local.set $novelCount (i32.add (local.get $novelCount) (i32.const 1)))
                      (br $seen)))
                  (br_if $seen (call $same (i32.add (local.get $ids) (i32.shl (i32.sub (local.get $entry) (i32.const 1)) (i32.const 2)))
                                           (local.get $at) (i32.add (local.get $n) (i32.const 1))))
                  (local.set $k (i32.and (i32.add (local.get $k) (i32.const 1)) (local.get $nmask)))
                  (br $probe)))))
          (local.set $i (i32.add (local.get $i) (i32.const 1)))
          (br $positions)))
      (local.set $k (i32.const 0))
      (loop $rows
        (call $orderScores (local.get $records) (local.get $stride) (local.get $counts) (local.get $first) (local.get $sourceEnd)
          (local.get $end)
          (select (local.get $k) (local.get $numRefs) (local.get $max))
          (select (i32.const 1) (local.get $numRefs) (local.get $max))
          (local.get $novelCount)
          (i32.add (local.get $sums) (i32.mul (local.get $k) (i32.const 24))))
        (local.set $k (i32.add (local.get $k) (i32.const 1)))
        (br_if $rows (i32.lt_s (local.get $k) (local.get $scored))))
      (local.set $n (i32.add (local.get $n) (i32.const 1)))
      (br_if $orders (i32.lt_s (local.get $n) (i32.const 4))))
    (local.set $best (f64.const -inf))
    (local.set $k (i32.const 0))
    (loop $each
      (local.set $out (i32.add (local.get $sums) (i32.mul (local.get $k) (i32.const 24))))
      ;; (keep/4 + del/4 + add/4)/3, summed left to right as the JavaScript engine does
      (local.set $value
        (f64.div
          (f64.add
            (f64.add (f64.div (f64.load (local.get $out)) (f64.const 4)) (f64.div (f64.load offset=8 (local.get $out)) (f64.const 4)))
            (f64.div (f64.load offset=16 (local.get $out)) (f64.const 4)))
          (f64.const 3)))
      (local.set $best (f64.max (local.get $best) (local.get $value)))
      (local.set $k (i32.add (local.get $k) (i32.const 1)))
      (br_if $each (i32.lt_s (local.get $k) (local.get $scored))))
    (local.get $best))
)
