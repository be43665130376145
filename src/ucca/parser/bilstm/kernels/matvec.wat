;; Dense kernels of the v2 parser at inference (docs/parser-v2.md, "Speed"). Three functions:
;;
;;   matvec(W, rows, cols, x, out, accumulate):  out[r] = (accumulate ? out[r] : 0) + W[r]·x   for r < rows
;;                                               (W: f64 copies of the f32 weights, x and out: f32)
;;   hidden(bias, rows, count, width, post):     post = ReLU(bias + row_0 + … + row_{count-1})
;;   matvec32(W, rows, cols, x, out, accumulate): matvec in single precision (f32 weights; below)
;;
;; hidden() is the MLP's first layer (rows = byte offsets of the slot projections and the discrete-feature rows,
;; an i32 array): each column is summed in f32 in the listed order, exactly as the JavaScript loop does with a
;; Float32Array (an f32 addition is the f64 sum rounded to f32), so SIMD over columns changes nothing.
;;
;; W (row-major, f64: the f32 weights promoted once, which is exact and saves the promotion in every pass), x and
;; out are f32 arrays at byte offsets in the imported memory. The result is bit-identical to
;; the JavaScript kernel in ../tensor.ts (dotRow): each product is an exact f64 product of two f32 values, the
;; products are summed in f64 into four accumulators by column modulo 4 (lanes of two f64x2 vectors), combined
;; as (s0 + s1) + (s2 + s3), the columns beyond a multiple of 4 are added one by one, and the sum is rounded to
;; f32 once, after adding the old out[r] when accumulating. x's f32x4 lanes become two f64x2 vectors: lanes 0,1
;; by promote_low, lanes 2,3 by a shuffle that moves them down first (written out in the loops: V8 does not
;; inline calls there). The speed comes from SIMD and from computing four
;; rows per pass over x, which gives the CPU sixteen independent add chains without changing any row's order.
(module
  (import "env" "memory" (memory 1))

    ;; (s0 + s1) + (s2 + s3) of the accumulators, then the tail columns c4 … cols-1 of one row
  (func $finish (param $lo v128) (param $hi v128) (param $row i32) (param $x i32) (param $c4 i32) (param $cols i32) (result f64)
    (local $sum f64) (local $c i32)
    (local.set $sum (f64.add
      (f64.add (f64x2.extract_lane 0 (local.get $lo)) (f64x2.extract_lane 1 (local.get $lo)))
      (f64.add (f64x2.extract_lane 0 (local.get $hi)) (f64x2.extract_lane 1 (local.get $hi)))))
    (local.set $c (local.get $c4))
    (block $done (loop $tail
      (br_if $done (i32.ge_u (local.get $c) (local.get $cols)))
      (local.set $sum (f64.add (local.get $sum) (f64.mul
        (f64.load (i32.add (local.get $row) (i32.shl (local.get $c) (i32.const 3))))
        (f64.promote_f32 (f32.load (i32.add (local.get $x) (i32.shl (local.get $c) (i32.const 2))))))))
      (local.set $c (i32.add (local.get $c) (i32.const 1)))
      (br $tail)))
    (local.get $sum))

  ;; out[at] = f32(sum (+ out[at]))
  (func $store (param $out i32) (param $sum f64) (param $accumulate i32)
    (if (local.get $accumulate)
      (then (local.set $sum (f64.add (f64.promote_f32 (f32.load (local.get $out))) (local.get $sum)))))
    (f32.store (local.get $out) (f32.demote_f64 (local.get $sum))))

  (func (export "matvec") (param $W i32) (param $rows i32) (param $cols i32) (param $x i32) (param $out i32) (param $accumulate i32)
    (local $r i32) (local $c i32) (local $c4 i32) (local $stride i32)
    (local $w0 i32) (local $w1 i32) (local $w2 i32) (local $w3 i32) (local $at i32)
    (local $xl v128) (local $xh v128) (local $xv v128)
    (local $a0l v128) (local $a0h v128) (local $a1l v128) (local $a1h v128)
    (local $a2l v128) (local $a2h v128) (local $a3l v128) (local $a3h v128)
    (local.set $c4 (i32.and (local.get $cols) (i32.const -4)))
    (local.set $stride (i32.shl (local.get $cols) (i32.const 3)))
    ;; four rows per pass
    (block $quadsDone (loop $quads
      (br_if $quadsDone (i32.gt_u (i32.add (local.get $r) (i32.const 4)) (local.get $rows)))
      (local.set $w0 (i32.add (local.get $W) (i32.mul (local.get $r) (local.get $stride))))
      (local.set $w1 (i32.add (local.get $w0) (local.get $stride)))
      (local.set $w2 (i32.add (local.get $w1) (local.get $stride)))
      (local.set $w3 (i32.add (local.get $w2) (local.get $stride)))
      (local.set $a0l (v128.const i64x2 0 0)) (local.set $a0h (v128.const i64x2 0 0))
      (local.set $a1l (v128.const i64x2 0 0)) (local.set $a1h (v128.const i64x2 0 0))
      (local.set $a2l (v128.const i64x2 0 0)) (local.set $a2h (v128.const i64x2 0 0))
      (local.set $a3l (v128.const i64x2 0 0)) (local.set $a3h (v128.const i64x2 0 0))
      (local.set $c (i32.const 0))
      (block $colsDone (loop $columns
        (br_if $colsDone (i32.ge_u (local.get $c) (local.get $c4)))
        (local.set $xv (v128.load (i32.add (local.get $x) (i32.shl (local.get $c) (i32.const 2)))))
        (local.set $xl (f64x2.promote_low_f32x4 (local.get $xv)))
        (local.set $xh (f64x2.promote_low_f32x4 (i8x16.shuffle 8 9 10 11 12 13 14 15 0 1 2 3 4 5 6 7 (local.get $xv) (local.get $xv))))
        (local.set $at (i32.add (local.get $w0) (i32.shl (local.get $c) (i32.const 3))))
        (local.set $a0l (f64x2.add (local.get $a0l) (f64x2.mul (v128.load (local.get $at)) (local.get $xl))))
        (local.set $a0h (f64x2.add (local.get $a0h) (f64x2.mul (v128.load offset=16 (local.get $at)) (local.get $xh))))
        (local.set $at (i32.add (local.get $w1) (i32.shl (local.get $c) (i32.const 3))))
        (local.set $a1l (f64x2.add (local.get $a1l) (f64x2.mul (v128.load (local.get $at)) (local.get $xl))))
        (local.set $a1h (f64x2.add (local.get $a1h) (f64x2.mul (v128.load offset=16 (local.get $at)) (local.get $xh))))
        (local.set $at (i32.add (local.get $w2) (i32.shl (local.get $c) (i32.const 3))))
        (local.set $a2l (f64x2.add (local.get $a2l) (f64x2.mul (v128.load (local.get $at)) (local.get $xl))))
        (local.set $a2h (f64x2.add (local.get $a2h) (f64x2.mul (v128.load offset=16 (local.get $at)) (local.get $xh))))
        (local.set $at (i32.add (local.get $w3) (i32.shl (local.get $c) (i32.const 3))))
        (local.set $a3l (f64x2.add (local.get $a3l) (f64x2.mul (v128.load (local.get $at)) (local.get $xl))))
        (local.set $a3h (f64x2.add (local.get $a3h) (f64x2.mul (v128.load offset=16 (local.get $at)) (local.get $xh))))
        (local.set $c (i32.add (local.get $c) (i32.const 4)))
        (br $columns)))
      (call $store (local.get $out)
        (call $finish (local.get $a0l) (local.get $a0h) (local.get $w0) (local.get $x) (local.get $c4) (local.get $cols)) (local.get $accumulate))
      (call $store (i32.add (local.get $out) (i32.const 4))
        (call $finish (local.get $a1l) (local.get $a1h) (local.get $w1) (local.get $x) (local.get $c4) (local.get $cols)) (local.get $accumulate))
      (call $store (i32.add (local.get $out) (i32.const 8))
        (call $finish (local.get $a2l) (local.get $a2h) (local.get $w2) (local.get $x) (local.get $c4) (local.get $cols)) (local.get $accumulate))
      (call $store (i32.add (local.get $out) (i32.const 12))
        (call $finish (local.get $a3l) (local.get $a3h) (local.get $w3) (local.get $x) (local.get $c4) (local.get $cols)) (local.get $accumulate))
      (local.set $out (i32.add (local.get $out) (i32.const 16)))
      (local.set $r (i32.add (local.get $r) (i32.const 4)))
      (br $quads)))
    ;; the last rows one at a time
    (block $rowsDone (loop $single
      (br_if $rowsDone (i32.ge_u (local.get $r) (local.get $rows)))
      (local.set $w0 (i32.add (local.get $W) (i32.mul (local.get $r) (local.get $stride))))
      (local.set $a0l (v128.const i64x2 0 0)) (local.set $a0h (v128.const i64x2 0 0))
      (local.set $c (i32.const 0))
      (block $colsDone1 (loop $columns1
        (br_if $colsDone1 (i32.ge_u (local.get $c) (local.get $c4)))
        (local.set $xv (v128.load (i32.add (local.get $x) (i32.shl (local.get $c) (i32.const 2)))))
        (local.set $at (i32.add (local.get $w0) (i32.shl (local.get $c) (i32.const 3))))
        (local.set $a0l (f64x2.add (local.get $a0l) (f64x2.mul (v128.load (local.get $at)) (f64x2.promote_low_f32x4 (local.get $xv)))))
        (local.set $a0h (f64x2.add (local.get $a0h) (f64x2.mul (v128.load offset=16 (local.get $at))
          (f64x2.promote_low_f32x4 (i8x16.shuffle 8 9 10 11 12 13 14 15 0 1 2 3 4 5 6 7 (local.get $xv) (local.get $xv))))))
        (local.set $c (i32.add (local.get $c) (i32.const 4)))
        (br $columns1)))
      (call $store (local.get $out)
        (call $finish (local.get $a0l) (local.get $a0h) (local.get $w0) (local.get $x) (local.get $c4) (local.get $cols)) (local.get $accumulate))
      (local.set $out (i32.add (local.get $out) (i32.const 4)))
      (local.set $r (i32.add (local.get $r) (i32.const 1)))
      (br $single))))

;; matvec32(W, rows, cols, x, out, accumulate): the same product in single precision for models that ask for it
  ;; (config `inferenceF32`): W holds f32 weights, products are rounded to f32 and summed in f32 lanes (two f32x4
  ;; accumulators per row, columns modulo 8, combined lane by lane), the columns beyond a multiple of 8 one by one.
  ;; Twice the products per instruction and half the bytes of `matvec`, so about twice as fast; the sums differ
  ;; from the f64 ones in the last bits, so these models are not bit-identical to the JavaScript network.
  (func $sum32 (param $a v128) (param $row i32) (param $x i32) (param $c8 i32) (param $cols i32) (result f32)
    (local $sum f32) (local $c i32)
    (local.set $sum (f32.add
      (f32.add (f32x4.extract_lane 0 (local.get $a)) (f32x4.extract_lane 1 (local.get $a)))
      (f32.add (f32x4.extract_lane 2 (local.get $a)) (f32x4.extract_lane 3 (local.get $a)))))
    (local.set $c (local.get $c8))
    (block $done (loop $tail
      (br_if $done (i32.ge_u (local.get $c) (local.get $cols)))
      (local.set $sum (f32.add (local.get $sum) (f32.mul
        (f32.load (i32.add (local.get $row) (i32.shl (local.get $c) (i32.const 2))))
        (f32.load (i32.add (local.get $x) (i32.shl (local.get $c) (i32.const 2)))))))
      (local.set $c (i32.add (local.get $c) (i32.const 1)))
      (br $tail)))
    (local.get $sum))

  (func $store32 (param $out i32) (param $sum f32) (param $accumulate i32)
    (if (local.get $accumulate) (then (local.set $sum (f32.add (f32.load (local.get $out)) (local.get $sum)))))
    (f32.store (local.get $out) (local.get $sum)))

  (func (export "matvec32") (param $W i32) (param $rows i32) (param $cols i32) (param $x i32) (param $out i32) (param $accumulate i32)
    (local $r i32) (local $c i32) (local $c8 i32) (local $stride i32) (local $step i32)
    (local $w0 i32) (local $w1 i32) (local $w2 i32) (local $w3 i32)
    (local $xa v128) (local $xb v128)
    (local $a0 v128) (local $b0 v128) (local $a1 v128) (local $b1 v128)
    (local $a2 v128) (local $b2 v128) (local $a3 v128) (local $b3 v128)
    (local.set $c8 (i32.and (local.get $cols) (i32.const -8)))
    (local.set $stride (i32.shl (local.get $cols) (i32.const 2)))
    (block $quadsDone (loop $quads
      (br_if $quadsDone (i32.gt_u (i32.add (local.get $r) (i32.const 4)) (local.get $rows)))
      (local.set $w0 (i32.add (local.get $W) (i32.mul (local.get $r) (local.get $stride))))
      (local.set $w1 (i32.add (local.get $w0) (local.get $stride)))
      (local.set $w2 (i32.add (local.get $w1) (local.get $stride)))
      (local.set $w3 (i32.add (local.get $w2) (local.get $stride)))
      (local.set $a0 (v128.const i64x2 0 0)) (local.set $b0 (v128.const i64x2 0 0))
      (local.set $a1 (v128.const i64x2 0 0)) (local.set $b1 (v128.const i64x2 0 0))
      (local.set $a2 (v128.const i64x2 0 0)) (local.set $b2 (v128.const i64x2 0 0))
      (local.set $a3 (v128.const i64x2 0 0)) (local.set $b3 (v128.const i64x2 0 0))
      (local.set $c (i32.const 0))
      (block $colsDone (loop $columns
        (br_if $colsDone (i32.ge_u (local.get $c) (local.get $c8)))
        (local.set $step (i32.shl (local.get $c) (i32.const 2)))
        (local.set $xa (v128.load (i32.add (local.get $x) (local.get $step))))
        (local.set $xb (v128.load offset=16 (i32.add (local.get $x) (local.get $step))))
        (local.set $a0 (f32x4.add (local.get $a0) (f32x4.mul (v128.load (i32.add (local.get $w0) (local.get $step))) (local.get $xa))))
        (local.set $b0 (f32x4.add (local.get $b0) (f32x4.mul (v128.load offset=16 (i32.add (local.get $w0) (local.get $step))) (local.get $xb))))
        (local.set $a1 (f32x4.add (local.get $a1) (f32x4.mul (v128.load (i32.add (local.get $w1) (local.get $step))) (local.get $xa))))
        (local.set $b1 (f32x4.add (local.get $b1) (f32x4.mul (v128.load offset=16 (i32.add (local.get $w1) (local.get $step))) (local.get $xb))))
        (local.set $a2 (f32x4.add (local.get $a2) (f32x4.mul (v128.load (i32.add (local.get $w2) (local.get $step))) (local.get $xa))))
        (local.set $b2 (f32x4.add (local.get $b2) (f32x4.mul (v128.load offset=16 (i32.add (local.get $w2) (local.get $step))) (local.get $xb))))
        (local.set $a3 (f32x4.add (local.get $a3) (f32x4.mul (v128.load (i32.add (local.get $w3) (local.get $step))) (local.get $xa))))
        (local.set $b3 (f32x4.add (local.get $b3) (f32x4.mul (v128.load offset=16 (i32.add (local.get $w3) (local.get $step))) (local.get $xb))))
        (local.set $c (i32.add (local.get $c) (i32.const 8)))
        (br $columns)))
      (call $store32 (local.get $out)
        (call $sum32 (f32x4.add (local.get $a0) (local.get $b0)) (local.get $w0) (local.get $x) (local.get $c8) (local.get $cols)) (local.get $accumulate))
      (call $store32 (i32.add (local.get $out) (i32.const 4))
        (call $sum32 (f32x4.add (local.get $a1) (local.get $b1)) (local.get $w1) (local.get $x) (local.get $c8) (local.get $cols)) (local.get $accumulate))
      (call $store32 (i32.add (local.get $out) (i32.const 8))
        (call $sum32 (f32x4.add (local.get $a2) (local.get $b2)) (local.get $w2) (local.get $x) (local.get $c8) (local.get $cols)) (local.get $accumulate))
      (call $store32 (i32.add (local.get $out) (i32.const 12))
        (call $sum32 (f32x4.add (local.get $a3) (local.get $b3)) (local.get $w3) (local.get $x) (local.get $c8) (local.get $cols)) (local.get $accumulate))
      (local.set $out (i32.add (local.get $out) (i32.const 16)))
      (local.set $r (i32.add (local.get $r) (i32.const 4)))
      (br $quads)))
    ;; the last rows one at a time
    (block $rowsDone (loop $single
      (br_if $rowsDone (i32.ge_u (local.get $r) (local.get $rows)))
      (local.set $w0 (i32.add (local.get $W) (i32.mul (local.get $r) (local.get $stride))))
      (local.set $a0 (v128.const i64x2 0 0)) (local.set $b0 (v128.const i64x2 0 0))
      (local.set $c (i32.const 0))
      (block $colsDone1 (loop $columns1
        (br_if $colsDone1 (i32.ge_u (local.get $c) (local.get $c8)))
        (local.set $step (i32.shl (local.get $c) (i32.const 2)))
        (local.set $a0 (f32x4.add (local.get $a0) (f32x4.mul (v128.load (i32.add (local.get $w0) (local.get $step))) (v128.load (i32.add (local.get $x) (local.get $step))))))
        (local.set $b0 (f32x4.add (local.get $b0) (f32x4.mul (v128.load offset=16 (i32.add (local.get $w0) (local.get $step))) (v128.load offset=16 (i32.add (local.get $x) (local.get $step))))))
        (local.set $c (i32.add (local.get $c) (i32.const 8)))
        (br $columns1)))
      (call $store32 (local.get $out)
        (call $sum32 (f32x4.add (local.get $a0) (local.get $b0)) (local.get $w0) (local.get $x) (local.get $c8) (local.get $cols)) (local.get $accumulate))
      (local.set $out (i32.add (local.get $out) (i32.const 4)))
      (local.set $r (i32.add (local.get $r) (i32.const 1)))
      (br $single))))

  (func (export "hidden") (param $bias i32) (param $rows i32) (param $count i32) (param $width i32) (param $post i32)
    (local $j i32) (local $k i32) (local $acc v128) (local $at i32)
    (block $done (loop $columns
      (br_if $done (i32.ge_u (local.get $j) (local.get $width)))
      (local.set $at (i32.shl (local.get $j) (i32.const 2)))
      (local.set $acc (v128.load (i32.add (local.get $bias) (local.get $at))))
      (local.set $k (i32.const 0))
      (block $rowsDone (loop $addRows
        (br_if $rowsDone (i32.ge_u (local.get $k) (local.get $count)))
        (local.set $acc (f32x4.add (local.get $acc)
          (v128.load (i32.add (i32.load (i32.add (local.get $rows) (i32.shl (local.get $k) (i32.const 2)))) (local.get $at)))))
        (local.set $k (i32.add (local.get $k) (i32.const 1)))
        (br $addRows)))
      ;; ReLU as `a > 0 ? a : 0`: keep the lanes that are greater than zero, +0 elsewhere (NaN and -0 included)
      (v128.store (i32.add (local.get $post) (local.get $at))
        (v128.and (local.get $acc) (f32x4.gt (local.get $acc) (v128.const f32x4 0 0 0 0))))
      (local.set $j (i32.add (local.get $j) (i32.const 4)))
      (br $columns)))))
