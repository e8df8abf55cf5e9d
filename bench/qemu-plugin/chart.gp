# SPDX-License-Identifier: Apache-2.0
# Bar chart of one target's instructions per byte (ci/bench).
# gnuplot -e "datafile='X.dat'; outfile='X.png'; title='...'" chart.gp
# datafile: a header line "mode impl1 impl2 ...", then one row per mode-key.
set terminal pngcairo size 960,420 font "sans,9"
set output outfile
set title title
set style data histograms
set style histogram clustered gap 1
set style fill solid 0.85 border -1
set boxwidth 0.9
set logscale y
set ylabel "instructions / byte (log scale)"
set grid ytics
set xtics rotate by -35 nomirror
set key top left
set datafile missing "-"
ncol = system("head -n 1 '" . datafile . "' | wc -w") + 0
plot for [i=2:ncol] datafile using i:xtic(1) title columnheader(i)
