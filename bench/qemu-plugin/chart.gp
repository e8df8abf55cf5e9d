# SPDX-License-Identifier: Apache-2.0
# Bar chart of one target's instructions (or estimated clocks) per byte
# (ci/bench).
# gnuplot -e "datafile='X.dat'; outfile='X.png'; title='...'[; ylab='...']" chart.gp
# datafile: a header line "mode impl1 impl2 ...", then one row per mode-key.
ncol = system("head -n 1 '" . datafile . "' | wc -w") + 0
# The key goes right of the plot; wider when there are many implementations.
set terminal pngcairo size (ncol > 9 ? 1280 : 1080),420 font "sans,9"
set output outfile
set title title
set style data histograms
set style histogram clustered gap 1
set style fill solid 0.85 border -1
set boxwidth 0.9
set logscale y
if (!exists("ylab")) ylab = "instructions / byte"
set ylabel ylab . " (log scale)"
set grid ytics
set xtics rotate by -35 nomirror
# gnuplot's first 8 colours, then 6 more instead of its cycle of 8.
set linetype 9 lc rgb "#cc79a7"
set linetype 10 lc rgb "#8c564b"
set linetype 11 lc rgb "#7f7f7f"
set linetype 12 lc rgb "#bcbd22"
set linetype 13 lc rgb "#17becf"
set linetype 14 lc rgb "#ff7f0e"
set key outside right top
set datafile missing "-"
plot for [i=2:ncol] datafile using i:xtic(1) title columnheader(i)
