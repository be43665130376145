;; The v1 parser's scoring in WebAssembly (docs/parser.md, "Speed"): the sum of the weight rows of a state's
;; features, for the classes 0 … maxClass. The layout is built by ../sparse-weights.ts (`WeightLayout`), which also
;; holds the JavaScript twin of this function (used where WebAssembly SIMD is missing):
;;
;;   table:   (mask + 1) slots of two i32, [key, meta]; meta 0 = empty slot (open addressing, linear probing)
;;            meta = index << 9 | dense << 8 | (row length − 1)
;;   entries: a sparse row (dense = 0) is `length` i32 from entries + 4 · index, each weight << 8 | class, in
;;            ascending class order
;;   dense:   a dense row (dense = 1) is `stride` i16 weights from dense + 2 · stride · index, one per class (zeros
;;            included, the padding classes beyond the last one too); stride is a multiple of 8
;;
;; score(features, count, sums, maxClass) adds, for each of the `count` i32 feature keys at `features` (overwritten:
;; the kernel keeps each key's table entry there), its row into
;; the i32 `sums` (stride entries, 16-byte aligned), covering at least the classes 0 … maxClass: a sparse row stops
;; at its first class above maxClass, a dense row is added in blocks of 8 classes up to the block of maxClass (the
;; sums above maxClass are then partial: the caller never reads them). The sums of the classes ≤ maxClass are
;; exact integers, the same in whatever order the rows are added (i32 additions; the weights are int16 and a state
;; has fewer than 2^16 features).
(module
  (import "env" "memory" (memory 1))

  (global $table (mut i32) (i32.const 0))
  (global $mask (mut i32) (i32.const 0))
  (global $entries (mut i32) (i32.const 0))
  (global $dense (mut i32) (i32.const 0))
  (global $rowBytes (mut i32) (i32.const 0))

  (func (export "setup") (param $table i32) (param $mask i32) (param $entries i32) (param $dense i32) (param $rowBytes i32)
    (global.set $table (local.get $table))
    (global.set $mask (local.get $mask))
    (global.set $entries (local.get $entries))
    (global.set $dense (local.get $dense))
    (global.set $rowBytes (local.get $rowBytes)))

  (func (export "score") (param $features i32) (param $count i32) (param $sums i32) (param $maxClass i32)
    (local $i i32) (local $key i32) (local $slot i32) (local $meta i32) (local $at i32)
    (local $j i32) (local $end i32) (local $e i32) (local $c i32) (local $blocksEnd i32) (local $v v128)
    ;; bytes of the sum blocks (8 classes, 32 bytes each) up to and including the block of maxClass
    (local.set $blocksEnd (i32.add (local.get $sums)
      (i32.shl (i32.add (i32.shr_u (local.get $maxClass) (i32.const 3)) (i32.const 1)) (i32.const 5))))
    (local.set $at (local.get $sums))
    (block $zeroed (loop $zero
      (br_if $zeroed (i32.ge_u (local.get $at) (local.get $blocksEnd)))
      (v128.store (local.get $at) (v128.const i32x4 0 0 0 0))
      (v128.store offset=16 (local.get $at) (v128.const i32x4 0 0 0 0))
      (local.set $at (i32.add (local.get $at) (i32.const 32)))
      (br $zero)))
    ;; pass 1: the meta word of every feature's row (0: not in the model), written over the feature keys. The
    ;; lookups do not depend on each other, so the processor overlaps their cache misses.
    (block $lookedUp (loop $lookup
      (br_if $lookedUp (i32.ge_u (local.get $i) (local.get $count)))
      (local.set $e (i32.add (local.get $features) (i32.shl (local.get $i) (i32.const 2))))
      (local.set $key (i32.load (local.get $e)))
      (local.set $i (i32.add (local.get $i) (i32.const 1)))
      (local.set $slot (i32.and (local.get $key) (global.get $mask)))
      (block $found (loop $probe
        (local.set $at (i32.add (global.get $table) (i32.shl (local.get $slot) (i32.const 3))))
        (local.set $meta (i32.load offset=4 (local.get $at)))
        (br_if $found (i32.eqz (local.get $meta)))
        (br_if $found (i32.eq (i32.load (local.get $at)) (local.get $key)))
        (local.set $slot (i32.and (i32.add (local.get $slot) (i32.const 1)) (global.get $mask)))
        (br $probe)))
      (i32.store (local.get $e) (local.get $meta))
      (br $lookup)))
    ;; pass 2: add the rows
    (local.set $i (i32.const 0))
    (block $featuresDone (loop $feature
      (br_if $featuresDone (i32.ge_u (local.get $i) (local.get $count)))
      (local.set $meta (i32.load (i32.add (local.get $features) (i32.shl (local.get $i) (i32.const 2)))))
      (local.set $i (i32.add (local.get $i) (i32.const 1)))
      (br_if $feature (i32.eqz (local.get $meta)))
      (if (i32.and (local.get $meta) (i32.const 256))
        (then
          ;; dense row: i16 weights, 8 classes a block, widened to i32 and added to the sums
          (local.set $j (i32.add (global.get $dense) (i32.mul (i32.shr_u (local.get $meta) (i32.const 9)) (global.get $rowBytes))))
          (local.set $at (local.get $sums))
          (block $rowDone (loop $block
            (br_if $rowDone (i32.ge_u (local.get $at) (local.get $blocksEnd)))
            (local.set $v (v128.load (local.get $j)))
            (v128.store (local.get $at) (i32x4.add (v128.load (local.get $at)) (i32x4.extend_low_i16x8_s (local.get $v))))
            (v128.store offset=16 (local.get $at) (i32x4.add (v128.load offset=16 (local.get $at)) (i32x4.extend_high_i16x8_s (local.get $v))))
            (local.set $j (i32.add (local.get $j) (i32.const 16)))
            (local.set $at (i32.add (local.get $at) (i32.const 32)))
            (br $block))))
        (else
          ;; sparse row: (weight << 8 | class) entries in ascending class order, up to maxClass
          (local.set $j (i32.add (global.get $entries) (i32.shl (i32.shr_u (local.get $meta) (i32.const 9)) (i32.const 2))))
          (local.set $end (i32.add (local.get $j)
            (i32.shl (i32.add (i32.and (local.get $meta) (i32.const 255)) (i32.const 1)) (i32.const 2))))
          (block $rowDone (loop $entry
            (br_if $rowDone (i32.ge_u (local.get $j) (local.get $end)))
            (local.set $e (i32.load (local.get $j)))
            (local.set $c (i32.and (local.get $e) (i32.const 255)))
            (br_if $rowDone (i32.gt_u (local.get $c) (local.get $maxClass)))
            (local.set $at (i32.add (local.get $sums) (i32.shl (local.get $c) (i32.const 2))))
            (i32.store (local.get $at) (i32.add (i32.load (local.get $at)) (i32.shr_s (local.get $e) (i32.const 8))))
            (local.set $j (i32.add (local.get $j) (i32.const 4)))
            (br $entry)))))
      (br $feature))))
)
