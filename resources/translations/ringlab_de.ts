<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>Experiment</name>
    <message>
        <source>ring, 8 members × 160 replicas, 1,000,000 keys session:user:{i} in memory, one thread, best of 3; lookups per second over MD5&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Timing depends on the machine and on the implementation (OpenSSL&apos;s MD5 here, Node&apos;s crypto in the article; C++ here, JavaScript there): only the order MD5 ≪ fnv1a-fmix32 &lt; fnv1a carries over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Modulo: growing from 8 to 9 members moves almost every key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>modulo, cache-01 … cache-08 → + cache-09; fnv1a-fmix32, 1,000,000 keys session:user:{i}; theory 1 − 1/9</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Modulo: losing one of 8 members remaps about 87 % of the keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>modulo, cache-01 … cache-08 → − cache-08; fnv1a-fmix32, 1,000,000 keys session:user:{i}; theory 1 − 1/8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Modulo: adding one node to a hundred invalidates about 99 % of the cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>modulo, 100 → 101 members; fnv1a-fmix32, 1,000,000 keys session:user:{i}; theory 1 − 1/101</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Removing a node under modulo hashing redistributes ~80 % of the keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>modulo, cache-01 … cache-05 → − cache-05; fnv1a-fmix32, 1,000,000 keys session:user:{i}; theory 1 − 1/5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rendezvous: 8 → 9 members moves 11.09 % (minimum 11.11 %)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rendezvous, cache-01 … cache-08 → + cache-09; fnv1a-fmix32, 1,000,000 keys session:user:{i}; theory: the minimum 1/9</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rendezvous: 8 → 7 members stays near the minimum 12.5 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rendezvous, cache-01 … cache-08 → − cache-08; fnv1a-fmix32, 1,000,000 keys session:user:{i}; theory: the minimum 1/8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ring: 8 → 9 members moves 11.06 % (minimum 11.11 %)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ring, cache-01 … cache-08 → + cache-09; fnv1a-fmix32, 160 replicas, 1,000,000 keys session:user:{i}; theory: the minimum 1/9</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ring: 8 → 7 members moves 12.60 % (theory 12.50 %)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ring, cache-01 … cache-08 → − cache-08; fnv1a-fmix32, 160 replicas, 1,000,000 keys session:user:{i}; theory: the minimum 1/8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jump: 8 → 9 buckets moves the minimal number of keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>jump, buckets cache-01 … cache-08 → + cache-09 at the end; fnv1a-fmix32, 1,000,000 keys session:user:{i}; theory: the minimum 1/9</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jump: removing the last of 8 buckets moves the minimum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>jump, cache-01 … cache-08 → − cache-08 (the last bucket; any other renumbers the rest); fnv1a-fmix32, 1,000,000 keys session:user:{i}; theory 1/8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Directory (coordinator): 8 → 9 members, slots moved toward fair targets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>directory, 16384 CRC16 slots, cache-01 … cache-08 → + cache-09, fewest slots moved; 1,000,000 keys session:user:{i}; theory: the minimum 1/9</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Directory (coordinator): 8 → 7 members</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>directory, 16384 CRC16 slots, cache-01 … cache-08 → − cache-08; 1,000,000 keys session:user:{i}; theory: the minimum 1/8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Naive ring, 4 members at one point each: one owns 45 % of the key space, another 13 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ring code as the article&apos;s (label cache-0N#0), fnv1a-fmix32, 1 replica, cache-01 … cache-04; exact share of the hash space; theory: expected largest and smallest of 4 random arcs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The article&apos;s ring code places a one-point member at hash(&quot;cache-01#0&quot;). The printed 45 % and 13 % come from MD5 of the bare names cache-01 … cache-04 (next row: 44.9 % for cache-04, the node the article calls overloaded, and 13.3 %), i.e. the measurement was made with another hash and label than the code shown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same, hashing the bare member names with MD5 (the likely setup of the article&apos;s measurement)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one point per member at md5(&quot;cache-0N&quot;), cache-01 … cache-04; exact share of the hash space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Largest over smallest share in that measurement: 3.4×</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one point per member at md5(&quot;cache-0N&quot;), cache-01 … cache-04</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Naive ring, 8 members at one point each: the most loaded carries 434 % of its fair share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ring, fnv1a-fmix32, 1 replica, cache-01 … cache-08, 1,000,000 keys session:user:{i}; theory: expected largest arc, H₈ = 2.72× fair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>… and the least loaded 3.7 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ring, fnv1a-fmix32, 1 replica, cache-01 … cache-08, 1,000,000 keys session:user:{i}; theory: expected smallest arc, 1/8 of fair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Balance improves steadily with replicas; 160 is where the curve flattens, 500 is still clearly better</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no figures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ring, cache-01 … cache-08, 1,000,000 keys session:user:{i}, replicas 1 … 1000; relative std-dev of keys per member (fnv1a-fmix32 at 1, 10, 160, 500, 1000; the chart: md5, fnv1a, fnv1a-fmix32); theory √(7 / (8r + 1))</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measured: 500 replicas roughly halve 160&apos;s spread, as 1/√r predicts; the article&apos;s claim holds for fnv1a-fmix32 and md5. Plain fnv1a stays unbalanced at every count (its labels cluster).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected (uniform random points)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From 15–20 virtual nodes on, the distribution is almost perfect, the std-dev goes to zero</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>≈ 0 (almost perfect)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ring, md5 (the blog&apos;s hash), cache-01 … cache-03 (the blog&apos;s three nodes), 15 and 20 replicas, 1,000,000 keys session:user:{i}; &quot;almost perfect&quot; read as a relative std-dev of at most 5 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The spread falls only as 1/√r: with 15–20 points per node one node still carries about 20 % more or less than its share. A relative std-dev under 5 % takes several hundred points per node (see replicas-sweep).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A ring point takes about 12 bytes (4-byte position + 8-byte owner reference)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RingPlacement::memoryBytes() / points, cache-01 … cache-08 at 160 and 500 replicas, fnv1a-fmix32</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RingLab&apos;s own layout, not the article&apos;s JavaScript: a 4-byte position, a 2-byte owner index and a top-bits lookup index of at most 3.5 bytes a point.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Eight members with 500 replicas take less than 50 KB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RingPlacement::memoryBytes(), cache-01 … cache-08, 500 replicas (4,000 points); 1 KB = 1,000 bytes; theory: the article&apos;s 4,000 × 12 bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swapping MD5 for FNV-1a takes the std-dev of load per node from 10.4 % to 30.7 %; fmix32 restores the balance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ring, cache-01 … cache-08, 160 replicas, 1,000,000 keys session:user:{i}; relative std-dev of keys per member; theory √(7 / 1281) for uniform points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The direction reproduces: fnv1a is three to five times worse than md5 and fnv1a-fmix32, which both lie within the spread expected of uniform points (7.4 % ± about 2 % for 8 members). The exact figures do not, and here fmix32 is not better than md5: a 160-point ring&apos;s spread depends on the member names, and the article&apos;s evidently differ (its vnode listing was made with a member called &quot;a&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A ring on MD5 managed only 423,000 lookups per second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ring, md5, cache-01 … cache-08 × 160 replicas, 1,000,000 keys session:user:{i} in memory, one thread, best of 3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Timing depends on the machine and the implementation: OpenSSL&apos;s MD5 in C++ here, Node&apos;s crypto module (a call per key) in the article.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FNV-1a instead of MD5: about 15× the throughput</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fnv1a-fmix32: the balance of MD5 at about 13× its speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Under FNV-1a, cache-01#0 … #4 land in a narrow band around 4.0 billion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fnv1a of the labels cache-01#0 … cache-01#4 (the ring&apos;s labels)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cache-01&apos;s labels cluster just the same (a band of 67 million, 1.6 % of the ring), but at other positions: the printed numbers are exactly FNV-1a of a#0 … a#4 (next row), so the listing came from a member named &quot;a&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The article&apos;s printed positions, recomputed for a member named &quot;a&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fnv1a of the labels a#0 … a#4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Under MD5, cache-01#0 … #4 spread over the whole ring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Under fnv1a-fmix32, cache-01#0 … #4 spread over the whole ring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spread out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>md5 of the labels cache-01#0 … cache-01#4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fnv1a-fmix32 of the labels cache-01#0 … cache-01#4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weights 4:4:1:1 give 40.6 %, 41.1 %, 9.4 %, 9.0 % against the ideal 40/40/10/10</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ring, fnv1a-fmix32, 160 replicas per unit of weight, cache-01=4, cache-02=4, cache-03=1, cache-04=1, 1,000,000 keys session:user:{i}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not reproducible from the article&apos;s code with cache-01 … cache-04; no other naming tried (a–d, node-N, cache-N, md5) gives exactly the printed shares either. Both lie within a 160-point ring&apos;s expected spread (about ±1/√(160·w): ±0.8 points for the 10 % members, ±1.6 for the 40 % ones), so the article most likely measured other member names.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four nodes, 10,000 keys: cache-01 2213 | cache-02 2462 | cache-03 2923 | cache-04 2402</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ring, fnv1a-fmix32, 160 replicas, cache-01 … cache-04, keys user:0 … user:9999; theory: 2,500 each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Killing cache-02 of four turns 24.6 % of the traffic into misses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ring, fnv1a-fmix32, 160 replicas, cache-01 … cache-04, keys user:0 … user:9999, kill cache-02; failover depth 2 (a miss is served by the next owner clockwise); theory 1/4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>… and no hard failures: every key of cache-02 is served by the next node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>as failover-4-misses; a hard failure is a key with no other owner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With eight nodes one failure costs 12.5 % misses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ring, fnv1a-fmix32, 160 replicas, cache-01 … cache-08, keys user:0 … user:9999, kill cache-02; theory 1/8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The article&apos;s 12.5 % is 1/8, the expectation; the misses are the killed node&apos;s actual share of the keys, which at 160 replicas is off 1/N by a point or so.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rolling 8 → 9: half the clients see 8 nodes, half 9; they disagree on about 11 % of the keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ring, fnv1a-fmix32, 160 replicas, one client group on cache-01 … cache-08, the other on cache-01 … cache-09, 1,000,000 keys session:user:{i}; share of keys the groups send to different nodes; theory 1/9</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Changing replicas from 160 to 500 moves every ring position and nearly all keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>almost all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ring, fnv1a-fmix32, cache-01 … cache-08, 160 → 500 replicas, 1,000,000 keys session:user:{i}; &quot;almost all&quot; read as at least 90 %; theory (1 − 160/500) × 7/8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The article&apos;s own ring keeps every old position: labels cache-0N#0 … #159 hash the same at 500 replicas, and 340 new points a member are added. A key moves only when a new point of another member lands before its old point: about (1 − 160/500) × (N − 1)/N, 59.5 % for 8 members (51 % for 4). Disruptive, but not &quot;almost all&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>% of fair share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lookups/s</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>%1 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · CRC16 slots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2 · 1 replica</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2 · %3 replicas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>moved %1 of keys (minimum possible %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 member</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 members</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2 · %3 drawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot encode the PNG image.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported from RingLab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a file name ending in .png or .svg (got “%1”).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScenarioFile</name>
    <message>
        <source>The key pattern “%1” has no {i} placeholder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The key count must be between %L1 and %L2, not %L3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not valid JSON (line %1): %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A scenario must be a JSON object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a RingLab scenario: &quot;format&quot; must be &quot;ringlab-scenario&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scenario has no &quot;version&quot; number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsupported scenario version %1: this RingLab reads version %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown algorithm “%1” (expected one of %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown hash “%1” (expected one of %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;replicas&quot; must be a whole number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scenario has no &quot;members&quot; list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Member %1 has no &quot;id&quot; string.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The weight of member “%1” is not a number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;keys&quot;.&quot;file&quot; is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;keys&quot;.&quot;count&quot; must be a number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown compare algorithm “%1”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Simulation</name>
    <message>
        <source>Grow 8 → 12 without a miss storm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Survive losing a node, bounded blast radius</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No node above 120 % of its fair share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No coordinator on the read path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>64 GB and 16 GB nodes carry different loads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fixed penalty (the article&apos;s client)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>K failures, backoff, health check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slow down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LRU (least recently used)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Perfect top-k (the most popular keys)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Uniform</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zipf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every key in turn</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ValidationError</name>
    <message>
        <source>slot %1 is out of range 0 … %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no node &quot;%1&quot; to move slot %2 to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>key pattern &quot;%1&quot; has no {i} placeholder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>key count %1 is over the limit of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds more than %2 keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>node id is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>node id %1 contains a control character, &apos;,&apos; or &apos;=&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>weight of node %1 must be a finite number &gt; 0, got %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the node list is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>too many nodes: %1 (at most %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>duplicate node id %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>weight of node %1 is not a number: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>empty node id in node list %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>replicas must be at least 1, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the ring would need %1 points with replicas %2; the limit is %3 points (about 128 MiB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>random inputs need a length of at least 1 byte</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>input count %1 is over the limit of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the avalanche test needs at least one input of one byte or more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>input bit %1 is outside the empty key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>input bit %1 is outside the key (%2 bytes have bits 0 … %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 virtual nodes are over the limit of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the number of virtual nodes per node must be at least 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the uniformity test needs at least one position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the number of bins must be between 2 and %1, got %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the number of inputs must be between 1 and %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>RingLab: a lab for consistent hashing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open this scenario file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Render the window to a PNG file and exit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Present this lesson: a built-in lesson&apos;s id or a lesson file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start the lesson at this scene (from 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language: en, de or fr.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ringlab</name>
    <message>
        <source>the node “%1” is already in the lab.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is no node “%1” to remove.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the last node cannot be removed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is no node “%1” to reweight.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it changes nothing in the scene&apos;s lab.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>scene %1, &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line %1, column %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is missing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be a string or an object of languages (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has an unknown language “%2” (expected %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 in “%2” must be a non-empty string.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no English (&quot;en&quot;) text, which every other language falls back to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: &quot;base&quot; must name a built-in scenario (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be a built-in scenario&apos;s name or an object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: there is no built-in scenario “%2” (expected one of %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be an object with a &quot;type&quot; (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: unknown action “%2” (expected one of %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: “%2” needs &quot;%3&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: &quot;weight&quot; must be a number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: unknown hash “%2” (expected one of %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: &quot;replicas&quot; must be a whole number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: unknown algorithm “%2” (expected one of %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must list at least one view (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: unknown view “%2” (expected %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: “%2” is listed twice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: “compare” needs a &quot;compare&quot; algorithm in the scene&apos;s scenario.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: “compare” stands beside “ring” or “buckets”; list one of them too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>scene %1 must be an object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>scene %1 has an unknown field “%2” (expected %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be played: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: not valid JSON: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A lesson must be a JSON object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a RingLab lesson: &quot;format&quot; must be &quot;ringlab-lesson&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The lesson has no &quot;version&quot; number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsupported lesson version %1: this RingLab reads version %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The lesson has no &quot;scenes&quot; list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no built-in lesson “%1” (expected one of %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is neither a built-in lesson (%2) nor a lesson file.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ringlab::LabModel</name>
    <message>
        <source>Cannot read the key file %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The key file %1 holds no key.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no node “%1”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The last node cannot be removed: a lab needs at least one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set weight of %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Algorithm %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hash %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replicas %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys %1, %L2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare with %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop comparing</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ringlab::NodeTableModel</name>
    <message>
        <source>Node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ring points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Of fair share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share of keys over share of weight; the article asks for at most 120 %.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The weight of %1 must be a number, not “%2”.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ringlab::ui::AvalancheHeatMap</name>
    <message>
        <source>PASS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FAIL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TOO FEW INPUTS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Avalanche of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✓ PASS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>under SMHasher&apos;s %1 limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✗ FAIL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>over SMHasher&apos;s %1 limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>? TOO FEW INPUTS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chance alone reaches %1 with so few inputs; SMHasher hashes %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>computing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>flipping every bit of every input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>–</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>worst bias</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mean bias</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>input bit (8 per byte)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>input bit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>output bit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>computing %1 …</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no analysis yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>how often the output bit flips</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>output bit flips</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>0: never</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>0.5: ideal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1: always</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>never</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ideal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>always</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>0.5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Input bit %1 (byte %2, bit %3) → output bit %4
flipped it in %5 of %6 inputs (%7); bias %8</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ringlab::ui::AvalanchePanel</name>
    <message>
        <source>%1 random %2-byte inputs, seed %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the label %1#0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 labels %2#0 … %2#%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Random 16-byte keys (SMHasher)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Virtual-node labels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Random keys measure the hash; labels such as cache-01#0, cache-01#1, … are what a ring hashes and differ only in their last bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SMHasher hashes 300,000 keys: with fewer, chance alone shows a larger bias</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inputs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hash of the left map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hash of the right map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left hash</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right hash</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Avalanche: %1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ringlab::ui::BitFlipPanel</name>
    <message>
        <source>Any text; its UTF-8 bytes are hashed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Input bit i is bit i mod 8 (0 = lowest) of byte i / 8; or click a bit of the key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flip input bit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>= byte %1, bit %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ringlab::ui::BitFlipView</name>
    <message>
        <source>Type a key of at least one character.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One bit of %1 flipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ideal: 16 of 32 output bits change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>flipping input bit %1 (byte %2, bit %3) turns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>into</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bit 31</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bit 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>before (upper) · after (lower)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>before</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>after</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>changed (16 is ideal)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Input bit %1 (byte %2, bit %3): click to flip it</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ringlab::ui::BucketView</name>
    <message>
        <source>%1k</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1M</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RingLab buckets: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RingLab buckets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No lab state yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 … %2: %3 … %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>each dot: one of %1 sampled keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dashed line and 100 %: fair share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of fair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>removed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ringlab::ui::ExperimentChart</name>
    <message>
        <source>Select an experiment and press Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not run yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>virtual nodes per member (replicas)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>relative std-dev of load (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>article</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RingLab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>theory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Experiments</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ringlab::ui::ExperimentsPanel</name>
    <message>
        <source>matches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>differs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>indicative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export chart…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reproduce every figure of the article and the blog post</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run the selected rows only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Experiment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Claim</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Article</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RingLab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Theory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each row is one claim of the article (or of the blog post) with the article&apos;s figure, RingLab&apos;s measurement on the same setup and what theory expects. Select a row to see its chart and setup.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Setup:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not run yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running… %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 match · %2 differ · %3 indicative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>experiments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ringlab::ui::FailoverTab</name>
    <message>
        <source>The article&apos;s ShardedCache: a failing node leaves the ring and its keys fail over to the next node clockwise, where they are ordinary misses.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Press Run to simulate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 of %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>misses, whole run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hard failures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>healthy at the end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>keys remapped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>peak database reads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>keys per node</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ringlab::ui::FlappingTab</name>
    <message>
        <source>A node that drops out and comes back again and again. Left: the article&apos;s fixed penalty (every flap moves 1/N of the keys). Right: K failures in a window, exponential backoff and a health check.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Press Run to simulate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fixed penalty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>policy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: ring changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: keys remapped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: misses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: peak database reads</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ringlab::ui::HashExplorer</name>
    <message>
        <source>Avalanche: two hashes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One bit flipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Virtual nodes on the ring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export view…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the current tab&apos;s picture as PNG or SVG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bit-flip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>vnodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hash-speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>avalanche</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ringlab::ui::HashSpeedPanel</name>
    <message>
        <source>Measure again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Times every hash again on this machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speed is half the choice: a fast hash with weak avalanche (fnv1a, crc32) clusters virtual nodes, see the other tabs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 keys session:user:0 …</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ringlab::ui::HashSpeedView</name>
    <message>
        <source>%1 ns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the fastest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1× the fastest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hash speed on short keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · best of %2 runs · one thread</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nanoseconds per key, hash alone (shorter is faster)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measuring…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ringlab::ui::LoadChart</name>
    <message>
        <source>%1k</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1M</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>limit %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>relative std-dev</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>peak/mean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>min/mean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 member</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 members</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2 · %3 · %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 replica</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 replicas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2 · %3 · %4 · %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>weight %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>% of weight-fair share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No load to show yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2 keys (%3 of all)&lt;br&gt;fair share %4&lt;br&gt;%5 of fair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;br&gt;key space %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load per member</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ringlab::ui::MainWindow</name>
    <message>
        <source>Hash ring (virtual nodes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Modulo: hash % N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Directory (slot table)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rendezvous (HRW)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jump hash</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RingLab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buckets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare with</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Animation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skip to end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop the computation and take back the last change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Placement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hash</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replicas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{i} is replaced by 0, 1, 2, …</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pattern</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys, one a line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adds the next node of the fleet; rename it or change its weight in the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Removes the selected node (a failure or a scale-down)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select the node to remove in the table first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load per node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Balance against virtual nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hash explorer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Hash explorer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How the hashes scatter: avalanche, one bit flipped, virtual nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open scenario…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save scenario as…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;lesson…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Presets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The article&apos;s 8-node fleet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the article&apos;s fleet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mixed hardware 4:4:1:1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mixed hardware</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E-commerce fleet (8 nodes, 64 GB and 16 GB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the e-commerce fleet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Naive ring: one point per node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the naive ring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ring view (PNG or SVG)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bucket view (PNG or SVG)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load chart (PNG or SVG)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replicas chart (PNG or SVG)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Main</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generated keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RingLab — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RingLab scenarios (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open the scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save the scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Lessons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot present the lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open lesson file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The lesson has scenes 1 to %1, not %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RingLab lessons (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open the lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>buckets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>replicas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The last scenario could not be reopened: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RingLab speaks %1 from its next start. Restart now? The lab stays as it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restart now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Later</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot restart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RingLab could not start again; start it by hand.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ringlab::ui::PresentationWindow</name>
    <message>
        <source>RingLab — lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>→ / Space: next   ← : previous   R: play again   Esc: back to the lab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plays the scene&apos;s change again (R)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RingLab — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lesson scene %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ringlab::ui::ReplicasSweepChart</name>
    <message>
        <source>%1 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 replica</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 replicas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>≈ %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>virtual nodes per member (replicas)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>relative std-dev of load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ring ≈ %1 per client</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ring %1 per client</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computing the sweep…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No sweep yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ring, %1 nodes, %2, %L3 keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load spread against virtual nodes</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ringlab::ui::RingView</name>
    <message>
        <source>zoom %1×</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RingLab ring: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RingLab ring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No lab state yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>100.0 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>99.9 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of the ring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 ring point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ring points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dots: %1 keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dots: %1 of %2 keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no ring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dots: keys at their hash</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dots: keys at their slot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>colour: owner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>members</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>share of keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>members · share of keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+ %1 more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 … %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>slots %1 … %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>double-click: whole ring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>from %1
to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>from slot %1
to slot %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>drag to pan, double-click for the whole ring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>position %1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>slot %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>owner %1 · owns %2 of the ring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hash %1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>owner %1 (point %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>owner %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>before the last change: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ringlab::ui::SimulationTab</name>
    <message>
        <source>&amp;Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run the simulation with these settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop the run; the previous results stay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save a chart as PNG or SVG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%p %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled. The results shown are from the previous run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Simulated in %1 s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not run: %1. The results shown are from the previous run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Simulating…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 steady</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>misses after %1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fleet and traffic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cache nodes cache-01, cache-02, …</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys %1 for i = 0 … keys − 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requests/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reads the clients send per second of simulated time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Popularity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which key each request asks for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zipf exponent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Larger: a few keys get most of the requests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hit rate before</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share of requests to a cached key that hit before any event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Client</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failover depth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Owners tried in ring order (the article&apos;s failoverDepth)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Policy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How the client decides a node is gone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Downtime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fixed penalty: a failing node stays out this long (downtimeMs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failures K</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Consecutive failures that remove a node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Within</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The K failures must fall within this window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First backoff</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wait before the first health check; doubles after each failed one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Longest backoff</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The backoff stops doubling here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What happens to the node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The node&apos;s id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Simulated time of the event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flap period</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unreachable for one period, reachable for the next, …</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flap until</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reachable for good from then on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time-outs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slow down: share of requests to the node that time out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each point of the charts covers one step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Simulated time in all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cache hit rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>% of requests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hit rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Database reads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reads/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>database reads/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys remapped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>keys per step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>keys remapped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load per node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>requests/s answered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 out of the ring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not run yet.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ringlab::ui::TimeSeriesChart</name>
    <message>
        <source>%1 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1M</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1k</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Simulating…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>simulated time (s)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ringlab::ui::VnodePanel</name>
    <message>
        <source>Virtual nodes per unit of weight; follows the lab&apos;s replicas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Virtual nodes each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The only node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All %1 nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 virtual nodes are too many to draw here (at most %2): lower the virtual nodes each.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ringlab::ui::VnodeStrip</name>
    <message>
        <source>χ²/df %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>p &lt; %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>p = %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✗ clustered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✓ even</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where the virtual nodes land</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2 virtual nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 members × %2 virtual nodes = %3 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 members, %2 replicas × weight = %3 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>computing positions …</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no members</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✗</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✓</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2³⁰</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2³¹</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3·2³⁰</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2³²</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>position on the ring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ticks: one per virtual node · grey bars: virtual nodes per bin · dashed: an even spread</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ticks: virtual nodes · bars: per bin · dashed: even</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>χ²/df: 1 is even</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
