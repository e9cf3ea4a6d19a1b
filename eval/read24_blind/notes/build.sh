#!/bin/sh
# Rebuild the suite files from the hand-written notes (line-for-line conversion) and check them.
set -e
cd "$(dirname "$0")"
T=$(mktemp -d)
for f in ret_en_a ret_en_b ret_en_c ret_ko_a ret_ko_b ret_ko_c; do python3 convert.py $f.txt $T/$f.jsonl >/dev/null; done
cat $T/ret_en_a.jsonl $T/ret_en_b.jsonl $T/ret_en_c.jsonl > ../retrieval_en.jsonl
cat $T/ret_ko_a.jsonl $T/ret_ko_b.jsonl $T/ret_ko_c.jsonl > ../retrieval_ko.jsonl
python3 convert.py und_en.txt ../understanding_en.jsonl >/dev/null
python3 convert.py und_ko.txt ../understanding_ko.jsonl >/dev/null
mkdir -p $T/joined
cat ../retrieval_en.jsonl ../retrieval_ko.jsonl > $T/joined/retrieval.jsonl
cat ../understanding_en.jsonl ../understanding_ko.jsonl > $T/joined/understanding.jsonl
python3 /work/main/scripts/check_suites.py $T/joined
python3 check_und.py ../understanding_en.jsonl ../understanding_ko.jsonl
rm -rf $T
