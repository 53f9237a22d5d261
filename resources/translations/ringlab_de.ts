<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>Experiment</name>
    <message>
        <source>%L1 keys %2</source>
        <translation>%L1 Schlüssel %2</translation>
    </message>
    <message>
        <source>%1 … %2, weight 1 → + %3, and → − %4</source>
        <translation>%1 … %2, Gewicht 1 → + %3 und → − %4</translation>
    </message>
    <message>
        <source>ring, 8 members × 160 replicas, {session-keys} in memory, one thread, best of 3; lookups per second over MD5&apos;s</source>
        <translation>Ring, 8 Knoten × 160 Replikate, {session-keys} im Speicher, ein Thread, bester von 3 Läufen; Abfragen pro Sekunde relativ zu MD5</translation>
    </message>
    <message>
        <source>Timing depends on the machine and on the implementation (OpenSSL&apos;s MD5 here, Node&apos;s crypto in the article; C++ here, JavaScript there): only the order MD5 ≪ fnv1a-fmix32 &lt; fnv1a carries over.</source>
        <translation>Zeiten hängen vom Rechner und von der Implementierung ab (hier MD5 aus OpenSSL in C++, im Artikel das crypto-Modul von Node.js in JavaScript; „Node“ meint dort die Laufzeitumgebung, keinen Knoten): Übertragbar ist nur die Reihenfolge MD5 ≪ fnv1a-fmix32 &lt; fnv1a.</translation>
    </message>
    <message>
        <source>Modulo: growing from 8 to 9 members moves almost every key</source>
        <translation>Modulo: Wachstum von 8 auf 9 Knoten verschiebt fast jeden Schlüssel</translation>
    </message>
    <message>
        <source>modulo, cache-01 … cache-08 → + cache-09; fnv1a-fmix32, {session-keys}; theory 1 − 1/9</source>
        <translation>Modulo, cache-01 … cache-08 → + cache-09; fnv1a-fmix32, {session-keys}; Theorie 1 − 1/9</translation>
    </message>
    <message>
        <source>Modulo: losing one of 8 members remaps about 87 % of the keys</source>
        <translation>Modulo: Der Ausfall eines von 8 Knoten verschiebt etwa 87 % der Schlüssel</translation>
    </message>
    <message>
        <source>modulo, cache-01 … cache-08 → − cache-08; fnv1a-fmix32, {session-keys}; theory 1 − 1/8</source>
        <translation>Modulo, cache-01 … cache-08 → − cache-08; fnv1a-fmix32, {session-keys}; Theorie 1 − 1/8</translation>
    </message>
    <message>
        <source>Modulo: adding one node to a hundred invalidates about 99 % of the cache</source>
        <translation>Modulo: Ein Knoten mehr bei hundert macht etwa 99 % des Caches ungültig</translation>
    </message>
    <message>
        <source>modulo, 100 → 101 members; fnv1a-fmix32, {session-keys}; theory 1 − 1/101</source>
        <translation>Modulo, 100 → 101 Knoten; fnv1a-fmix32, {session-keys}; Theorie 1 − 1/101</translation>
    </message>
    <message>
        <source>Removing a node under modulo hashing redistributes ~80 % of the keys</source>
        <translation>Entfernen eines Knotens beim Modulo-Hashing verteilt ~80 % der Schlüssel neu</translation>
    </message>
    <message>
        <source>modulo, cache-01 … cache-05 → − cache-05; fnv1a-fmix32, {session-keys}; theory 1 − 1/5</source>
        <translation>Modulo, cache-01 … cache-05 → − cache-05; fnv1a-fmix32, {session-keys}; Theorie 1 − 1/5</translation>
    </message>
    <message>
        <source>Rendezvous: 8 → 9 members moves 11.09 % (minimum 11.11 %)</source>
        <translation>Rendezvous: 8 → 9 Knoten verschiebt 11,09 % (Minimum 11,11 %)</translation>
    </message>
    <message>
        <source>rendezvous, cache-01 … cache-08 → + cache-09; fnv1a-fmix32, {session-keys}; theory: the minimum 1/9</source>
        <translation>Rendezvous, cache-01 … cache-08 → + cache-09; fnv1a-fmix32, {session-keys}; Theorie: das Minimum 1/9</translation>
    </message>
    <message>
        <source>Rendezvous: 8 → 7 members stays near the minimum 12.5 %</source>
        <translation>Rendezvous: 8 → 7 Knoten bleibt nahe am Minimum 12,5 %</translation>
    </message>
    <message>
        <source>rendezvous, cache-01 … cache-08 → − cache-08; fnv1a-fmix32, {session-keys}; theory: the minimum 1/8</source>
        <translation>Rendezvous, cache-01 … cache-08 → − cache-08; fnv1a-fmix32, {session-keys}; Theorie: das Minimum 1/8</translation>
    </message>
    <message>
        <source>Ring: 8 → 9 members moves 11.06 % (minimum 11.11 %)</source>
        <translation>Ring: 8 → 9 Knoten verschiebt 11,06 % (Minimum 11,11 %)</translation>
    </message>
    <message>
        <source>ring, cache-01 … cache-08 → + cache-09; fnv1a-fmix32, 160 replicas, {session-keys}; theory: the minimum 1/9</source>
        <translation>Ring, cache-01 … cache-08 → + cache-09; fnv1a-fmix32, 160 Replikate, {session-keys}; Theorie: das Minimum 1/9</translation>
    </message>
    <message>
        <source>Ring: 8 → 7 members moves 12.60 % (theory 12.50 %)</source>
        <translation>Ring: 8 → 7 Knoten verschiebt 12,60 % (Theorie 12,50 %)</translation>
    </message>
    <message>
        <source>ring, cache-01 … cache-08 → − cache-08; fnv1a-fmix32, 160 replicas, {session-keys}; theory: the minimum 1/8</source>
        <translation>Ring, cache-01 … cache-08 → − cache-08; fnv1a-fmix32, 160 Replikate, {session-keys}; Theorie: das Minimum 1/8</translation>
    </message>
    <message>
        <source>Jump: 8 → 9 buckets moves the minimal number of keys</source>
        <translation>Jump: 8 → 9 Buckets verschiebt die kleinstmögliche Zahl an Schlüsseln</translation>
    </message>
    <message>
        <source>jump, buckets cache-01 … cache-08 → + cache-09 at the end; fnv1a-fmix32, {session-keys}; theory: the minimum 1/9</source>
        <translation>Jump, Buckets cache-01 … cache-08 → + cache-09 am Ende; fnv1a-fmix32, {session-keys}; Theorie: das Minimum 1/9</translation>
    </message>
    <message>
        <source>Jump: removing the last of 8 buckets moves the minimum</source>
        <translation>Jump: Entfernen des letzten von 8 Buckets verschiebt das Minimum</translation>
    </message>
    <message>
        <source>jump, cache-01 … cache-08 → − cache-08 (the last bucket; any other renumbers the rest); fnv1a-fmix32, {session-keys}; theory 1/8</source>
        <translation>Jump, cache-01 … cache-08 → − cache-08 (der letzte Bucket; jeder andere nummeriert den Rest neu); fnv1a-fmix32, {session-keys}; Theorie 1/8</translation>
    </message>
    <message>
        <source>Directory (coordinator): 8 → 7 members</source>
        <translation>Verzeichnis (Koordinator): 8 → 7 Knoten</translation>
    </message>
    <message>
        <source>Naive ring, 4 members at one point each: one owns 45 % of the key space, another 13 %</source>
        <translation>Naiver Ring, 4 Knoten mit je einem Punkt: Einer besitzt 45 % des Schlüsselraums, ein anderer 13 %</translation>
    </message>
    <message>
        <source>ring code as the article&apos;s (label cache-0N#0), fnv1a-fmix32, 1 replica, cache-01 … cache-04; exact share of the hash space; theory: expected largest and smallest of 4 random arcs</source>
        <translation>Ring-Code wie im Artikel (Bezeichner cache-0N#0), fnv1a-fmix32, 1 Replikat, cache-01 … cache-04; exakter Anteil am Hash-Raum; Theorie: erwarteter größter und kleinster von 4 zufälligen Bögen</translation>
    </message>
    <message>
        <source>The article&apos;s ring code places a one-point member at hash(&quot;cache-01#0&quot;). The printed 45 % and 13 % come from MD5 of the bare names cache-01 … cache-04 (next row: 44.9 % for cache-04, the node the article calls overloaded, and 13.3 %), i.e. the measurement was made with another hash and label than the code shown.</source>
        <translation>Der Ring-Code des Artikels setzt einen Knoten mit einem Punkt an hash(&quot;cache-01#0&quot;). Die abgedruckten 45 % und 13 % stammen von MD5 über die bloßen Namen cache-01 … cache-04 (nächste Zeile: 44,9 % für cache-04, den Knoten, den der Artikel überlastet nennt, und 13,3 %), d. h. gemessen wurde mit einem anderen Hash und Bezeichner als im gezeigten Code.</translation>
    </message>
    <message>
        <source>The same, hashing the bare member names with MD5 (the likely setup of the article&apos;s measurement)</source>
        <translation>Dasselbe mit MD5 über die bloßen Knotennamen (vermutlich der Aufbau der Messung im Artikel)</translation>
    </message>
    <message>
        <source>one point per member at md5(&quot;cache-0N&quot;), cache-01 … cache-04; exact share of the hash space</source>
        <translation>ein Punkt pro Knoten an md5(&quot;cache-0N&quot;), cache-01 … cache-04; exakter Anteil am Hash-Raum</translation>
    </message>
    <message>
        <source>Largest over smallest share in that measurement: 3.4×</source>
        <translation>Größter durch kleinsten Anteil in dieser Messung: 3,4×</translation>
    </message>
    <message>
        <source>one point per member at md5(&quot;cache-0N&quot;), cache-01 … cache-04</source>
        <translation>ein Punkt pro Knoten an md5(&quot;cache-0N&quot;), cache-01 … cache-04</translation>
    </message>
    <message>
        <source>Naive ring, 8 members at one point each: the most loaded carries 434 % of its fair share</source>
        <translation>Naiver Ring, 8 Knoten mit je einem Punkt: Der am stärksten belastete trägt 434 % seines fairen Anteils</translation>
    </message>
    <message>
        <source>ring, fnv1a-fmix32, 1 replica, cache-01 … cache-08, {session-keys}; theory: expected largest arc, H₈ = 2.72× fair</source>
        <translation>Ring, fnv1a-fmix32, 1 Replikat, cache-01 … cache-08, {session-keys}; Theorie: erwarteter größter Bogen, H₈ = 2,72× fair</translation>
    </message>
    <message>
        <source>… and the least loaded 3.7 %</source>
        <translation>… und der am wenigsten belastete 3,7 %</translation>
    </message>
    <message>
        <source>ring, fnv1a-fmix32, 1 replica, cache-01 … cache-08, {session-keys}; theory: expected smallest arc, 1/8 of fair</source>
        <translation>Ring, fnv1a-fmix32, 1 Replikat, cache-01 … cache-08, {session-keys}; Theorie: erwarteter kleinster Bogen, 1/8 von fair</translation>
    </message>
    <message>
        <source>Balance improves steadily with replicas; 160 is where the curve flattens, 500 is still clearly better</source>
        <translation>Das Gleichgewicht wird mit mehr Replikaten stetig besser; bei 160 flacht die Kurve ab, 500 ist noch deutlich besser</translation>
    </message>
    <message>
        <source>no figures</source>
        <translation>keine Zahlen</translation>
    </message>
    <message>
        <source>ring, cache-01 … cache-08, {session-keys}, replicas 1 … 1000; relative std-dev of keys per member (fnv1a-fmix32 at 1, 10, 160, 500, 1000; the chart: md5, fnv1a, fnv1a-fmix32); theory √(7 / (8r + 1))</source>
        <translation>Ring, cache-01 … cache-08, {session-keys}, Replikate 1 … 1000; relative Standardabweichung der Schlüssel pro Knoten (fnv1a-fmix32 bei 1, 10, 160, 500, 1000; im Diagramm: md5, fnv1a, fnv1a-fmix32); Theorie √(7 / (8r + 1))</translation>
    </message>
    <message>
        <source>Measured: 500 replicas roughly halve 160&apos;s spread, as 1/√r predicts; the article&apos;s claim holds for fnv1a-fmix32 and md5. Plain fnv1a stays unbalanced at every count (its labels cluster).</source>
        <translation>Gemessen: 500 Replikate halbieren ungefähr die Streuung von 160, wie 1/√r es vorhersagt; die Aussage des Artikels gilt für fnv1a-fmix32 und md5. Reines fnv1a bleibt bei jeder Anzahl unausgeglichen (seine Bezeichner ballen sich).</translation>
    </message>
    <message>
        <source>expected (uniform random points)</source>
        <translation>erwartet (gleichverteilte Zufallspunkte)</translation>
    </message>
    <message>
        <source>From 15–20 virtual nodes on, the distribution is almost perfect, the std-dev goes to zero</source>
        <translation>Ab 15–20 virtuellen Knoten ist die Verteilung fast perfekt, die Standardabweichung geht gegen null</translation>
    </message>
    <message>
        <source>≈ 0 (almost perfect)</source>
        <translation>≈ 0 (fast perfekt)</translation>
    </message>
    <message>
        <source>ring, md5 (the blog&apos;s hash), cache-01 … cache-03 (the blog&apos;s three nodes), 15 and 20 replicas, {session-keys}; &quot;almost perfect&quot; read as a relative std-dev of at most 5 %</source>
        <translation>Ring, md5 (der Hash des Blogs), cache-01 … cache-03 (die drei Knoten des Blogs), 15 und 20 Replikate, {session-keys}; „fast perfekt“ gelesen als relative Standardabweichung von höchstens 5 %</translation>
    </message>
    <message>
        <source>The spread falls only as 1/√r: with 15–20 points per node one node still carries about 20 % more or less than its share. A relative std-dev under 5 % takes several hundred points per node (see replicas-sweep).</source>
        <translation>Die Streuung fällt nur wie 1/√r: Mit 15–20 Punkten pro Knoten trägt ein Knoten noch etwa 20 % mehr oder weniger als seinen Anteil. Eine relative Standardabweichung unter 5 % braucht mehrere hundert Punkte pro Knoten (siehe replicas-sweep).</translation>
    </message>
    <message>
        <source>A ring point takes about 12 bytes (4-byte position + 8-byte owner reference)</source>
        <translation>Ein Ringpunkt belegt etwa 12 Bytes (4-Byte-Position + 8-Byte-Eigentümerreferenz)</translation>
    </message>
    <message>
        <source>RingPlacement::memoryBytes() / points, cache-01 … cache-08 at 160 and 500 replicas, fnv1a-fmix32</source>
        <translation>RingPlacement::memoryBytes() / Punkte, cache-01 … cache-08 bei 160 und 500 Replikaten, fnv1a-fmix32</translation>
    </message>
    <message>
        <source>RingLab&apos;s own layout, not the article&apos;s JavaScript: a 4-byte position, a 2-byte owner index and a top-bits lookup index of at most 3.5 bytes a point.</source>
        <translation>RingLabs eigenes Speicherlayout, nicht das JavaScript des Artikels: eine 4-Byte-Position, ein 2-Byte-Eigentümerindex und ein Suchindex über die oberen Bits von höchstens 3,5 Bytes pro Punkt.</translation>
    </message>
    <message>
        <source>Eight members with 500 replicas take less than 50 KB</source>
        <translation>Acht Knoten mit 500 Replikaten belegen weniger als 50 KB</translation>
    </message>
    <message>
        <source>RingPlacement::memoryBytes(), cache-01 … cache-08, 500 replicas (4,000 points); 1 KB = 1,000 bytes; theory: the article&apos;s 4,000 × 12 bytes</source>
        <translation>RingPlacement::memoryBytes(), cache-01 … cache-08, 500 Replikate (4.000 Punkte); 1 KB = 1.000 Bytes; Theorie: die 4.000 × 12 Bytes des Artikels</translation>
    </message>
    <message>
        <source>Swapping MD5 for FNV-1a takes the std-dev of load per node from 10.4 % to 30.7 %; fmix32 restores the balance</source>
        <translation>Der Tausch von MD5 gegen FNV-1a hebt die Standardabweichung der Last pro Knoten von 10,4 % auf 30,7 %; fmix32 stellt das Gleichgewicht wieder her</translation>
    </message>
    <message>
        <source>ring, cache-01 … cache-08, 160 replicas, {session-keys}; relative std-dev of keys per member; theory √(7 / 1281) for uniform points</source>
        <translation>Ring, cache-01 … cache-08, 160 Replikate, {session-keys}; relative Standardabweichung der Schlüssel pro Knoten; Theorie √(7 / 1281) für gleichverteilte Punkte</translation>
    </message>
    <message>
        <source>The direction reproduces: fnv1a is three to five times worse than md5 and fnv1a-fmix32, which both lie within the spread expected of uniform points (7.4 % ± about 2 % for 8 members). The exact figures do not, and here fmix32 is not better than md5: a 160-point ring&apos;s spread depends on the member names, and the article&apos;s evidently differ (its vnode listing was made with a member called &quot;a&quot;).</source>
        <translation>Die Richtung lässt sich reproduzieren: fnv1a ist drei- bis fünfmal schlechter als md5 und fnv1a-fmix32, die beide innerhalb der für gleichverteilte Punkte erwarteten Streuung liegen (7,4 % ± etwa 2 % bei 8 Knoten). Die genauen Zahlen nicht, und hier ist fmix32 nicht besser als md5: Die Streuung eines Rings mit 160 Punkten hängt von den Knotennamen ab, und die des Artikels sind offensichtlich andere (seine Liste der virtuellen Knoten entstand mit einem Knoten namens „a“).</translation>
    </message>
    <message>
        <source>A ring on MD5 managed only 423,000 lookups per second</source>
        <translation>Ein Ring mit MD5 schaffte nur 423.000 Abfragen pro Sekunde</translation>
    </message>
    <message>
        <source>ring, md5, cache-01 … cache-08 × 160 replicas, {session-keys} in memory, one thread, best of 3</source>
        <translation>Ring, md5, cache-01 … cache-08 × 160 Replikate, {session-keys} im Speicher, ein Thread, bester von 3 Läufen</translation>
    </message>
    <message>
        <source>Timing depends on the machine and the implementation: OpenSSL&apos;s MD5 in C++ here, Node&apos;s crypto module (a call per key) in the article.</source>
        <translation>Zeiten hängen vom Rechner und von der Implementierung ab: hier MD5 aus OpenSSL in C++, im Artikel das crypto-Modul von Node.js (ein Aufruf pro Schlüssel; „Node“ meint dort die Laufzeitumgebung, keinen Knoten).</translation>
    </message>
    <message>
        <source>FNV-1a instead of MD5: about 15× the throughput</source>
        <translation>FNV-1a statt MD5: etwa 15-facher Durchsatz</translation>
    </message>
    <message>
        <source>fnv1a-fmix32: the balance of MD5 at about 13× its speed</source>
        <translation>fnv1a-fmix32: das Gleichgewicht von MD5 bei etwa 13-facher Geschwindigkeit</translation>
    </message>
    <message>
        <source>Under FNV-1a, cache-01#0 … #4 land in a narrow band around 4.0 billion</source>
        <translation>Mit FNV-1a landen cache-01#0 … #4 in einem schmalen Band um 4,0 Milliarden</translation>
    </message>
    <message>
        <source>fnv1a of the labels cache-01#0 … cache-01#4 (the ring&apos;s labels)</source>
        <translation>fnv1a der Bezeichner cache-01#0 … cache-01#4 (die Bezeichner des Rings)</translation>
    </message>
    <message>
        <source>cache-01&apos;s labels cluster just the same (a band of 67 million, 1.6 % of the ring), but at other positions: the printed numbers are exactly FNV-1a of a#0 … a#4 (next row), so the listing came from a member named &quot;a&quot;.</source>
        <translation>Die Bezeichner von cache-01 ballen sich genauso (ein Band von 67 Millionen, 1,6 % des Rings), aber an anderen Positionen: Die abgedruckten Zahlen sind genau FNV-1a von a#0 … a#4 (nächste Zeile), die Liste stammt also von einem Knoten namens „a“.</translation>
    </message>
    <message>
        <source>The article&apos;s printed positions, recomputed for a member named &quot;a&quot;</source>
        <translation>Die abgedruckten Positionen des Artikels, neu berechnet für einen Knoten namens „a“</translation>
    </message>
    <message>
        <source>fnv1a of the labels a#0 … a#4</source>
        <translation>fnv1a der Bezeichner a#0 … a#4</translation>
    </message>
    <message>
        <source>Under MD5, cache-01#0 … #4 spread over the whole ring</source>
        <translation>Mit MD5 verteilen sich cache-01#0 … #4 über den ganzen Ring</translation>
    </message>
    <message>
        <source>Under fnv1a-fmix32, cache-01#0 … #4 spread over the whole ring</source>
        <translation>Mit fnv1a-fmix32 verteilen sich cache-01#0 … #4 über den ganzen Ring</translation>
    </message>
    <message>
        <source>spread out</source>
        <translation>verteilt</translation>
    </message>
    <message>
        <source>md5 of the labels cache-01#0 … cache-01#4</source>
        <translation>md5 der Bezeichner cache-01#0 … cache-01#4</translation>
    </message>
    <message>
        <source>fnv1a-fmix32 of the labels cache-01#0 … cache-01#4</source>
        <translation>fnv1a-fmix32 der Bezeichner cache-01#0 … cache-01#4</translation>
    </message>
    <message>
        <source>Weights 4:4:1:1 give 40.6 %, 41.1 %, 9.4 %, 9.0 % against the ideal 40/40/10/10</source>
        <translation>Gewichte 4:4:1:1 ergeben 40,6 %, 41,1 %, 9,4 %, 9,0 % gegenüber dem Ideal 40/40/10/10</translation>
    </message>
    <message>
        <source>ring, fnv1a-fmix32, 160 replicas per unit of weight, cache-01=4, cache-02=4, cache-03=1, cache-04=1, {session-keys}</source>
        <translation>Ring, fnv1a-fmix32, 160 Replikate pro Gewichtseinheit, cache-01=4, cache-02=4, cache-03=1, cache-04=1, {session-keys}</translation>
    </message>
    <message>
        <source>Not reproducible from the article&apos;s code with cache-01 … cache-04; no other naming tried (a–d, node-N, cache-N, md5) gives exactly the printed shares either. Both lie within a 160-point ring&apos;s expected spread (about ±1/√(160·w): ±0.8 points for the 10 % members, ±1.6 for the 40 % ones), so the article most likely measured other member names.</source>
        <translation>Mit dem Code des Artikels und cache-01 … cache-04 nicht reproduzierbar; auch keine andere ausprobierte Benennung (a–d, node-N, cache-N, md5) ergibt genau die abgedruckten Anteile. Beide liegen innerhalb der erwarteten Streuung eines Rings mit 160 Punkten (etwa ±1/√(160·w): ±0,8 Prozentpunkte für die 10-%-Knoten, ±1,6 für die 40-%-Knoten), der Artikel hat also höchstwahrscheinlich mit anderen Knotennamen gemessen.</translation>
    </message>
    <message>
        <source>Four nodes, 10,000 keys: cache-01 2213 | cache-02 2462 | cache-03 2923 | cache-04 2402</source>
        <translation>Vier Knoten, 10.000 Schlüssel: cache-01 2213 | cache-02 2462 | cache-03 2923 | cache-04 2402</translation>
    </message>
    <message>
        <source>ring, fnv1a-fmix32, 160 replicas, cache-01 … cache-04, keys user:0 … user:9999; theory: 2,500 each</source>
        <translation>Ring, fnv1a-fmix32, 160 Replikate, cache-01 … cache-04, Schlüssel user:0 … user:9999; Theorie: je 2.500</translation>
    </message>
    <message>
        <source>Killing cache-02 of four turns 24.6 % of the traffic into misses</source>
        <translation>Abschalten von cache-02 (einer von vier) macht 24,6 % der Anfragen zu Cache-Misses</translation>
    </message>
    <message>
        <source>ring, fnv1a-fmix32, 160 replicas, cache-01 … cache-04, keys user:0 … user:9999, kill cache-02; failover depth 2 (a miss is served by the next owner clockwise); theory 1/4</source>
        <translation>Ring, fnv1a-fmix32, 160 Replikate, cache-01 … cache-04, Schlüssel user:0 … user:9999, cache-02 abgeschaltet; Failover-Tiefe 2 (ein Cache-Miss wird vom nächsten Eigentümer im Uhrzeigersinn bedient); Theorie 1/4</translation>
    </message>
    <message>
        <source>… and no hard failures: every key of cache-02 is served by the next node</source>
        <translation>… und keine harten Ausfälle: Jeder Schlüssel von cache-02 wird vom nächsten Knoten bedient</translation>
    </message>
    <message>
        <source>as failover-4-misses; a hard failure is a key with no other owner</source>
        <translation>wie failover-4-misses; ein harter Ausfall ist ein Schlüssel ohne weiteren Eigentümer</translation>
    </message>
    <message>
        <source>With eight nodes one failure costs 12.5 % misses</source>
        <translation>Bei acht Knoten kostet ein Ausfall 12,5 % Cache-Misses</translation>
    </message>
    <message>
        <source>ring, fnv1a-fmix32, 160 replicas, cache-01 … cache-08, keys user:0 … user:9999, kill cache-02; theory 1/8</source>
        <translation>Ring, fnv1a-fmix32, 160 Replikate, cache-01 … cache-08, Schlüssel user:0 … user:9999, cache-02 abgeschaltet; Theorie 1/8</translation>
    </message>
    <message>
        <source>The article&apos;s 12.5 % is 1/8, the expectation; the misses are the killed node&apos;s actual share of the keys, which at 160 replicas is off 1/N by a point or so.</source>
        <translation>Die 12,5 % des Artikels sind 1/8, der Erwartungswert; die Cache-Misses sind der tatsächliche Schlüsselanteil des abgeschalteten Knotens, der bei 160 Replikaten um etwa einen Prozentpunkt von 1/N abweicht.</translation>
    </message>
    <message>
        <source>Rolling 8 → 9: half the clients see 8 nodes, half 9; they disagree on about 11 % of the keys</source>
        <translation>Schrittweise Umstellung 8 → 9: Die Hälfte der Clients sieht 8 Knoten, die andere 9; sie sind sich bei etwa 11 % der Schlüssel uneinig</translation>
    </message>
    <message>
        <source>ring, fnv1a-fmix32, 160 replicas, one client group on cache-01 … cache-08, the other on cache-01 … cache-09, {session-keys}; share of keys the groups send to different nodes; theory 1/9</source>
        <translation>Ring, fnv1a-fmix32, 160 Replikate, eine Client-Gruppe mit cache-01 … cache-08, die andere mit cache-01 … cache-09, {session-keys}; Anteil der Schlüssel, die die Gruppen an verschiedene Knoten schicken; Theorie 1/9</translation>
    </message>
    <message>
        <source>Changing replicas from 160 to 500 moves every ring position and nearly all keys</source>
        <translation>Replikate von 160 auf 500 zu ändern verschiebt jede Ringposition und fast alle Schlüssel</translation>
    </message>
    <message>
        <source>almost all</source>
        <translation>fast alle</translation>
    </message>
    <message>
        <source>ring, fnv1a-fmix32, cache-01 … cache-08, 160 → 500 replicas, {session-keys}; &quot;almost all&quot; read as at least 90 %; theory (1 − 160/500) × 7/8</source>
        <translation>Ring, fnv1a-fmix32, cache-01 … cache-08, 160 → 500 Replikate, {session-keys}; „fast alle“ gelesen als mindestens 90 %; Theorie (1 − 160/500) × 7/8</translation>
    </message>
    <message>
        <source>The article&apos;s own ring keeps every old position: labels cache-0N#0 … #159 hash the same at 500 replicas, and 340 new points a member are added. A key moves only when a new point of another member lands before its old point: about (1 − 160/500) × (N − 1)/N, 59.5 % for 8 members (51 % for 4). Disruptive, but not &quot;almost all&quot;.</source>
        <translation>Der Ring des Artikels behält jede alte Position: Die Bezeichner cache-0N#0 … #159 ergeben bei 500 Replikaten denselben Hash, und pro Knoten kommen 340 neue Punkte hinzu. Ein Schlüssel wandert nur, wenn ein neuer Punkt eines anderen Knotens vor seinem alten Punkt landet: etwa (1 − 160/500) × (N − 1)/N, 59,5 % bei 8 Knoten (51 % bei 4). Störend, aber nicht „fast alle“.</translation>
    </message>
    <message>
        <source>% of fair share</source>
        <translation>% des fairen Anteils</translation>
    </message>
    <message>
        <source>lookups/s</source>
        <translation>Abfragen/s</translation>
    </message>
    <message>
        <source>Envoy: when a host is removed, Maglev moves about double the keys a hash ring moves</source>
        <translation>Envoy: Wird ein Host entfernt, verschiebt Maglev etwa doppelt so viele Schlüssel wie ein Hash-Ring</translation>
    </message>
    <message>
        <source>host-001 … host-100:11211 → − host-043; Maglev (65,537 slots) against the ring (160 virtual nodes, fnv1a-fmix32), which moves only the removed host&apos;s keys; {session-keys}; theory: 1 (the minimum for both)</source>
        <translation>host-001 … host-100:11211 → − host-043; Maglev (65.537 Slots) gegen den Ring (160 virtuelle Knoten, fnv1a-fmix32), der nur die Schlüssel des entfernten Hosts verschiebt; {session-keys}; Theorie: 1 (das Minimum für beide)</translation>
    </message>
    <message>
        <source>Envoy&apos;s load balancer documentation, Maglev: “simulations show approximately double the keys will move”.</source>
        <translation>Dokumentation der Load Balancer von Envoy, Maglev: „simulations show approximately double the keys will move“ (Simulationen zeigen etwa doppelt so viele verschobene Schlüssel).</translation>
    </message>
    <message>
        <source>Maglev: removing one of 100 hosts moves more than the minimum 1 %</source>
        <translation>Maglev: Das Entfernen eines von 100 Hosts verschiebt mehr als das Minimum von 1 %</translation>
    </message>
    <message>
        <source>host-001 … host-100:11211 → − host-043; Maglev, 65,537 slots, xxHash64; {session-keys}; theory: the minimum 1/100</source>
        <translation>host-001 … host-100:11211 → − host-043; Maglev, 65.537 Slots, xxHash64; {session-keys}; Theorie: das Minimum 1/100</translation>
    </message>
    <message>
        <source>Ketama: a 101st server takes its share, 1/101 of the keys, and moves nothing else</source>
        <translation>Ketama: Ein 101. Server übernimmt seinen Anteil, 1/101 der Schlüssel, und verschiebt sonst nichts</translation>
    </message>
    <message>
        <source>host-001 … host-100:11211 → + host-101; libmemcached&apos;s weighted ketama (MD5); {session-keys}; theory: the minimum 1/101</source>
        <translation>host-001 … host-100:11211 → + host-101; gewichtetes ketama von libmemcached (MD5); {session-keys}; Theorie: das Minimum 1/101</translation>
    </message>
    <message>
        <source>libmemcached counts points in single precision: floor(1/100 × 40 × 100 + 1e-10) is 39 for 100 equal servers (156 points each) but 40 for 101 (160 points each), so every old server gains four points and keys move between old servers too. RingLab&apos;s ketama agrees with the real libmemcached key for key here (tst_ketama).</source>
        <translation>libmemcached zählt Punkte in einfacher Genauigkeit: floor(1/100 × 40 × 100 + 1e-10) ist 39 bei 100 gleichen Servern (je 156 Punkte), aber 40 bei 101 (je 160 Punkte); jeder alte Server gewinnt also vier Punkte, und Schlüssel wandern auch zwischen alten Servern. RingLabs ketama stimmt hier Schlüssel für Schlüssel mit dem echten libmemcached überein (tst_ketama).</translation>
    </message>
    <message>
        <source>Ketama: a 100th server takes its share, 1/100 of the keys, and moves nothing else</source>
        <translation>Ketama: Ein 100. Server übernimmt seinen Anteil, 1/100 der Schlüssel, und verschiebt sonst nichts</translation>
    </message>
    <message>
        <source>host-001 … host-099:11211 → + host-100; libmemcached&apos;s weighted ketama (MD5); {session-keys}; theory: the minimum 1/100</source>
        <translation>host-001 … host-099:11211 → + host-100; gewichtetes ketama von libmemcached (MD5); {session-keys}; Theorie: das Minimum 1/100</translation>
    </message>
    <message>
        <source>libmemcached counts points in single precision: 99 equal servers get 160 points each but 100 get 156, so every old server loses four points and keys move between old servers too.</source>
        <translation>libmemcached zählt Punkte in einfacher Genauigkeit: 99 gleiche Server bekommen je 160 Punkte, 100 aber je 156; jeder alte Server verliert also vier Punkte, und Schlüssel wandern auch zwischen alten Servern.</translation>
    </message>
    <message>
        <source>Envoy&apos;s ring hash is consistent hashing: an 11th host takes its share, 1/11 of the keys, and moves nothing else</source>
        <translation>Envoys Ring-Hash ist konsistentes Hashing: Ein 11. Host übernimmt seinen Anteil, 1/11 der Schlüssel, und sonst bewegt sich nichts</translation>
    </message>
    <message>
        <source>10.0.0.1 … 10.0.0.10:80 → + 10.0.0.11:80; Envoy&apos;s ring hash (xxHash64, minimum_ring_size 1,024); {session-keys}; theory: the minimum 1/11</source>
        <translation>10.0.0.1 … 10.0.0.10:80 → + 10.0.0.11:80; Envoys Ring-Hash (xxHash64, minimum_ring_size 1.024); {session-keys}; Theorie: das Minimum 1/11</translation>
    </message>
    <message>
        <source>Envoy sizes the ring so that the least-weighted host gets ceil(1,024 / N) points: 103 a host for 10 hosts, 94 for 11. Every old host loses nine points, and the keys of those arcs go to whichever host is next, old or new.</source>
        <translation>Envoy bemisst den Ring so, dass der Host mit dem kleinsten Gewicht ceil(1.024 / N) Punkte erhält: 103 je Host bei 10 Hosts, 94 bei 11. Jeder alte Host verliert neun Punkte, und die Schlüssel dieser Bögen gehen an den jeweils nächsten Host, ob alt oder neu.</translation>
    </message>
    <message>
        <source>Cassandra: a joining node takes token ranges from the others and no data moves between old nodes</source>
        <translation>Cassandra: Ein hinzukommender Knoten übernimmt Token-Bereiche von den anderen, und zwischen alten Knoten bewegen sich keine Daten</translation>
    </message>
    <message>
        <source>cassandra-01 … cassandra-12 → + cassandra-13; Murmur3 tokens, num_tokens 16 drawn at random; {session-keys}; measured: keys moved over the least that must move; theory: 1</source>
        <translation>cassandra-01 … cassandra-12 → + cassandra-13; Murmur3-Tokens, num_tokens 16 zufällig gezogen; {session-keys}; gemessen: verschobene Schlüssel durch die mindestens zu verschiebenden; Theorie: 1</translation>
    </message>
    <message>
        <source>Cassandra: random tokens balance as 1/√num_tokens, so 256 tokens a node spread data about four times as evenly as 16</source>
        <translation>Cassandra: Zufällige Tokens gleichen wie 1/√num_tokens aus, 256 Tokens je Knoten verteilen Daten also etwa viermal so gleichmäßig wie 16</translation>
    </message>
    <message>
        <source>cassandra-01 … cassandra-12, random tokens, 20 token seeds; measured: the mean relative standard deviation of the nodes&apos; shares of the token space with 16 tokens over that with 256; theory: √(256 / 16) = 4</source>
        <translation>cassandra-01 … cassandra-12, zufällige Tokens, 20 Token-Seeds; gemessen: die mittlere relative Standardabweichung der Anteile der Knoten am Token-Raum mit 16 Tokens durch die mit 256; Theorie: √(256 / 16) = 4</translation>
    </message>
    <message>
        <source>Why Cassandra 4.0&apos;s default of 16 tokens comes with its token allocation algorithm (allocate_tokens_for_local_replication_factor): 16 random tokens leave nodes far apart.</source>
        <translation>Deshalb kommen die 16 Standard-Tokens von Cassandra 4.0 mit dessen Token-Zuteilungsalgorithmus (allocate_tokens_for_local_replication_factor): 16 zufällige Tokens lassen die Knoten weit auseinander.</translation>
    </message>
    <message>
        <source>Cassandra&apos;s documentation (Dynamo, vnodes): “When a new node is added it accepts approximately equal amounts of data from other nodes in the ring” and “When a node is decommissioned, it loses data roughly equally to other members of the ring”.</source>
        <translation>Dokumentation von Cassandra (Dynamo, vnodes): „When a new node is added it accepts approximately equal amounts of data from other nodes in the ring“ und „When a node is decommissioned, it loses data roughly equally to other members of the ring“ (ein neuer Knoten übernimmt von den anderen Knoten etwa gleich viele Daten; ein stillgelegter gibt seine Daten etwa gleichmäßig an die anderen ab).</translation>
    </message>
    <message>
        <source>Cassandra&apos;s documentation: with random tokens, “to keep balance the default number of tokens per node had to be quite high, at 256” (Dynamo, vnodes); “Using 8 vnodes distributes the workload between systems with a ~10% variance”, with the token allocator (Production recommendations).</source>
        <translation>Dokumentation von Cassandra: Mit zufälligen Tokens galt „to keep balance the default number of tokens per node had to be quite high, at 256“ (um das Gleichgewicht zu halten, musste die Standardzahl der Tokens pro Knoten recht hoch sein, bei 256; Dynamo, vnodes); „Using 8 vnodes distributes the workload between systems with a ~10% variance“ (8 vnodes verteilen die Last mit etwa 10 % Abweichung), mit dem Token-Allokator (Production recommendations).</translation>
    </message>
    <message>
        <source>Side by side, modulo (the baseline): adding or removing one of 10 nodes moves almost every key, about N times the least that must move</source>
        <translation>Im Vergleich, Modulo (die Basislinie): Hinzufügen oder Entfernen eines von 10 Knoten verschiebt fast jeden Schlüssel, etwa N-mal so viele wie mindestens nötig</translation>
    </message>
    <message>
        <source>{side-by-side-change}; hash mod N (fnv1a-fmix32); {session-keys}; measured: keys moved over the least that must move (add / remove); theory: N/(N ± 1) of the keys over the least</source>
        <translation>{side-by-side-change}; Hash mod N (fnv1a-fmix32); {session-keys}; gemessen: verschobene Schlüssel durch die mindestens zu verschiebenden (Hinzufügen / Entfernen); Theorie: N/(N ± 1) der Schlüssel durch das Minimum</translation>
    </message>
    <message>
        <source>The baseline the clients below are set against; the article gives no figure for this fleet.</source>
        <translation>Die Basislinie, an der sich die folgenden Clients messen; der Artikel nennt für diese Flotte keine Zahl.</translation>
    </message>
    <message>
        <source>Side by side, the article&apos;s ring (160 virtual nodes): adding or removing a node moves only the keys that must move</source>
        <translation>Im Vergleich, der Ring des Artikels (160 virtuelle Knoten): Hinzufügen oder Entfernen eines Knotens verschiebt nur die Schlüssel, die wandern müssen</translation>
    </message>
    <message>
        <source>{side-by-side-change}; the ring (160 virtual nodes, fnv1a-fmix32); {session-keys}; measured: keys moved over the least that must move (add / remove); theory: 1</source>
        <translation>{side-by-side-change}; der Ring (160 virtuelle Knoten, fnv1a-fmix32); {session-keys}; gemessen: verschobene Schlüssel durch die mindestens zu verschiebenden (Hinzufügen / Entfernen); Theorie: 1</translation>
    </message>
    <message>
        <source>Side by side, ketama (libmemcached): adding or removing a server remaps only a small proportion of the keys, those that must move</source>
        <translation>Im Vergleich, ketama (libmemcached): Hinzufügen oder Entfernen eines Servers ordnet nur einen kleinen Teil der Schlüssel neu zu, nämlich die, die wandern müssen</translation>
    </message>
    <message>
        <source>{side-by-side-change}; libmemcached&apos;s weighted ketama (MD5); {session-keys}; measured: keys moved over the least that must move (add / remove); theory: 1</source>
        <translation>{side-by-side-change}; gewichtetes ketama von libmemcached (MD5); {session-keys}; gemessen: verschobene Schlüssel durch die mindestens zu verschiebenden (Hinzufügen / Entfernen); Theorie: 1</translation>
    </message>
    <message>
        <source>libmemcached counts each server&apos;s points in single precision from its share of the total weight: when the count changes with the number of servers, every old server&apos;s points change and keys move between old servers too.</source>
        <translation>libmemcached zählt die Punkte jedes Servers in einfacher Genauigkeit aus seinem Anteil am Gesamtgewicht: Ändert sich die Zahl mit der Anzahl der Server, ändern sich die Punkte jedes alten Servers, und Schlüssel wandern auch zwischen alten Servern.</translation>
    </message>
    <message>
        <source>libketama&apos;s README: “If you then add or remove a server from the list, only a small proportion of keys end up mapping to different servers.” Read here as: only the keys that must move.</source>
        <translation>README von libketama: „If you then add or remove a server from the list, only a small proportion of keys end up mapping to different servers.“ (Fügt man dann einen Server hinzu oder entfernt ihn, landet nur ein kleiner Teil der Schlüssel auf anderen Servern.) Hier gelesen als: nur die Schlüssel, die wandern müssen.</translation>
    </message>
    <message>
        <source>Side by side, Maglev (65,537 entries): removing a host moves about double the keys a ring hash moves</source>
        <translation>Im Vergleich, Maglev (65.537 Einträge): Das Entfernen eines Hosts verschiebt etwa doppelt so viele Schlüssel wie ein Hash-Ring</translation>
    </message>
    <message>
        <source>{side-by-side-change}; Envoy&apos;s Maglev (65,537 entries, xxHash64); {session-keys}; measured: keys moved over the least that must move, which the ring meets (add / remove); theory: 1</source>
        <translation>{side-by-side-change}; Maglev von Envoy (65.537 Einträge, xxHash64); {session-keys}; gemessen: verschobene Schlüssel durch die mindestens zu verschiebenden, die der Ring erreicht (Hinzufügen / Entfernen); Theorie: 1</translation>
    </message>
    <message>
        <source>Maglev&apos;s disruption shrinks as the table grows against the number of hosts: 65,537 entries for 10 hosts is a large table, and few entries change owner beyond the removed host&apos;s.</source>
        <translation>Die Störung durch Maglev schrumpft, je größer die Tabelle im Verhältnis zur Zahl der Hosts ist: 65.537 Einträge für 10 Hosts sind eine große Tabelle, und über die des entfernten Hosts hinaus wechseln nur wenige Einträge den Besitzer.</translation>
    </message>
    <message>
        <source>Envoy&apos;s load balancer documentation, Maglev: “More keys will move position when hosts are removed (simulations show approximately double the keys will move)”. It gives no figure for an added host.</source>
        <translation>Dokumentation der Load Balancer von Envoy, Maglev: „More keys will move position when hosts are removed (simulations show approximately double the keys will move)“ (werden Hosts entfernt, wandern mehr Schlüssel; Simulationen zeigen etwa doppelt so viele). Für einen hinzugefügten Host nennt sie keine Zahl.</translation>
    </message>
    <message>
        <source>Side by side, Envoy&apos;s ring hash (default sizes): adding or removing one of N hosts affects only 1/N of the requests</source>
        <translation>Im Vergleich, Envoys Ring-Hash (Standardgrößen): Hinzufügen oder Entfernen eines von N Hosts betrifft nur 1/N der Anfragen</translation>
    </message>
    <message>
        <source>{side-by-side-change}; Envoy&apos;s ring hash (xxHash64, minimum_ring_size 1,024); {session-keys}; measured: keys moved over the least that must move (add / remove); theory: 1</source>
        <translation>{side-by-side-change}; Envoys Ring-Hash (xxHash64, minimum_ring_size 1.024); {session-keys}; gemessen: verschobene Schlüssel durch die mindestens zu verschiebenden (Hinzufügen / Entfernen); Theorie: 1</translation>
    </message>
    <message>
        <source>Envoy sizes the ring so that every host gets ceil(1,024 / N) points: 103 a host for 10 hosts, 94 for 11, 114 for 9. Every old host&apos;s points change with N, and the keys of the arcs that change go to whichever host is next, old or new.</source>
        <translation>Envoy bemisst den Ring so, dass jeder Host ceil(1.024 / N) Punkte bekommt: 103 je Host bei 10 Hosts, 94 bei 11, 114 bei 9. Die Punkte jedes alten Hosts ändern sich mit N, und die Schlüssel der geänderten Bögen gehen an den jeweils nächsten Host, alt oder neu.</translation>
    </message>
    <message>
        <source>Envoy&apos;s load balancer documentation, ring hash: “the addition or removal of one host from a set of N hosts will affect only 1/N requests”.</source>
        <translation>Dokumentation der Load Balancer von Envoy, Ring-Hash: „the addition or removal of one host from a set of N hosts will affect only 1/N requests“ (Hinzufügen oder Entfernen eines Hosts aus N Hosts betrifft nur 1/N der Anfragen).</translation>
    </message>
    <message>
        <source>Side by side, Cassandra (num_tokens 16): a joining node takes its data from the others and a leaving node hands its data to them; nothing else moves</source>
        <translation>Im Vergleich, Cassandra (num_tokens 16): Ein neuer Knoten übernimmt seine Daten von den anderen, ein scheidender gibt seine an sie ab; sonst wandert nichts</translation>
    </message>
    <message>
        <source>{side-by-side-change}; Cassandra&apos;s token ring (Murmur3, num_tokens 16 drawn at random); {session-keys}; measured: keys moved over the least that must move (add / remove); theory: 1</source>
        <translation>{side-by-side-change}; Token-Ring von Cassandra (Murmur3, num_tokens 16 zufällig gezogen); {session-keys}; gemessen: verschobene Schlüssel durch die mindestens zu verschiebenden (Hinzufügen / Entfernen); Theorie: 1</translation>
    </message>
    <message>
        <source>Side by side, Cassandra (num_tokens 256): a joining node takes its data from the others and a leaving node hands its data to them; nothing else moves</source>
        <translation>Im Vergleich, Cassandra (num_tokens 256): Ein neuer Knoten übernimmt seine Daten von den anderen, ein scheidender gibt seine an sie ab; sonst wandert nichts</translation>
    </message>
    <message>
        <source>{side-by-side-change}; Cassandra&apos;s token ring (Murmur3, num_tokens 256 drawn at random); {session-keys}; measured: keys moved over the least that must move (add / remove); theory: 1</source>
        <translation>{side-by-side-change}; Token-Ring von Cassandra (Murmur3, num_tokens 256 zufällig gezogen); {session-keys}; gemessen: verschobene Schlüssel durch die mindestens zu verschiebenden (Hinzufügen / Entfernen); Theorie: 1</translation>
    </message>
    <message>
        <source>Side by side, modulo (the baseline): hash mod N splits the key space evenly, whatever the change</source>
        <translation>Im Vergleich, Modulo (die Basislinie): Hash mod N teilt den Schlüsselraum gleichmäßig auf, was sich auch ändert</translation>
    </message>
    <message>
        <source>{side-by-side-change}; hash mod N (fnv1a-fmix32); measured: relative std-dev of the nodes&apos; shares of the key space after the add / after the remove; theory: 0</source>
        <translation>{side-by-side-change}; Hash mod N (fnv1a-fmix32); gemessen: relative Standardabweichung der Anteile der Knoten am Schlüsselraum nach dem Hinzufügen / nach dem Entfernen; Theorie: 0</translation>
    </message>
    <message>
        <source>Side by side, the article&apos;s ring (160 virtual nodes): the std-dev of load per node stays within the article&apos;s 10.4 %</source>
        <translation>Im Vergleich, der Ring des Artikels (160 virtuelle Knoten): Die Standardabweichung der Last pro Knoten bleibt innerhalb der 10,4 % des Artikels</translation>
    </message>
    <message>
        <source>{side-by-side-change}; the ring (160 virtual nodes, fnv1a-fmix32); measured: relative std-dev of the nodes&apos; shares of the key space after the add / after the remove; theory: √((N − 1) / (N · points + 1)) for random points</source>
        <translation>{side-by-side-change}; der Ring (160 virtuelle Knoten, fnv1a-fmix32); gemessen: relative Standardabweichung der Anteile der Knoten am Schlüsselraum nach dem Hinzufügen / nach dem Entfernen; Theorie: √((N − 1) / (N · Punkte + 1)) für zufällige Punkte</translation>
    </message>
    <message>
        <source>Side by side, ketama (libmemcached): each server is hashed to 100–200 points; libketama and libmemcached publish no balance figure</source>
        <translation>Im Vergleich, ketama (libmemcached): Jeder Server wird auf 100–200 Punkte gehasht; libketama und libmemcached nennen keine Zahl zum Gleichgewicht</translation>
    </message>
    <message>
        <source>{side-by-side-change}; libmemcached&apos;s weighted ketama (MD5); measured: relative std-dev of the nodes&apos; shares of the key space after the add / after the remove; theory: √((N − 1) / (N · points + 1)) for random points</source>
        <translation>{side-by-side-change}; gewichtetes ketama von libmemcached (MD5); gemessen: relative Standardabweichung der Anteile der Knoten am Schlüsselraum nach dem Hinzufügen / nach dem Entfernen; Theorie: √((N − 1) / (N · Punkte + 1)) für zufällige Punkte</translation>
    </message>
    <message>
        <source>Side by side, Maglev (65,537 entries): a table of more than 100 × N entries keeps the hosts&apos; shares within 1 % of each other</source>
        <translation>Im Vergleich, Maglev (65.537 Einträge): Eine Tabelle mit mehr als 100 × N Einträgen hält die Anteile der Hosts auf 1 % beieinander</translation>
    </message>
    <message>
        <source>{side-by-side-change}; Envoy&apos;s Maglev (65,537 entries, xxHash64); measured: relative std-dev of the hosts&apos; shares of the table after the add / after the remove; theory: 0 (entries differ by at most one)</source>
        <translation>{side-by-side-change}; Maglev von Envoy (65.537 Einträge, xxHash64); gemessen: relative Standardabweichung der Anteile der Hosts an der Tabelle nach dem Hinzufügen / nach dem Entfernen; Theorie: 0 (die Einträge unterscheiden sich um höchstens einen)</translation>
    </message>
    <message>
        <source>The Maglev paper (NSDI 2016, section 3.4), whose table Envoy implements: “we choose M to be larger than 100 × N to ensure at most a 1% difference in hash space assigned to backends”.</source>
        <translation>Das Maglev-Paper (NSDI 2016, Abschnitt 3.4), dessen Tabelle Envoy umsetzt: „we choose M to be larger than 100 × N to ensure at most a 1% difference in hash space assigned to backends“ (M wird größer als 100 × N gewählt, damit sich die den Backends zugewiesenen Anteile des Hash-Raums um höchstens 1 % unterscheiden).</translation>
    </message>
    <message>
        <source>Side by side, Envoy&apos;s ring hash (default sizes): Envoy publishes no balance figure, only that more entries a host approximate the weights better</source>
        <translation>Im Vergleich, Envoys Ring-Hash (Standardgrößen): Envoy nennt keine Zahl zum Gleichgewicht, nur dass mehr Einträge je Host die Gewichte besser annähern</translation>
    </message>
    <message>
        <source>{side-by-side-change}; Envoy&apos;s ring hash (xxHash64, minimum_ring_size 1,024); measured: relative std-dev of the hosts&apos; shares of the ring after the add / after the remove; theory: √((N − 1) / (N · points + 1)) for random points</source>
        <translation>{side-by-side-change}; Envoys Ring-Hash (xxHash64, minimum_ring_size 1.024); gemessen: relative Standardabweichung der Anteile der Hosts am Ring nach dem Hinzufügen / nach dem Entfernen; Theorie: √((N − 1) / (N · Punkte + 1)) für zufällige Punkte</translation>
    </message>
    <message>
        <source>Side by side, Cassandra (num_tokens 16): random tokens keep balance only in large numbers; 16 random tokens a node stay above the documented ~10 % variance</source>
        <translation>Im Vergleich, Cassandra (num_tokens 16): Zufällige Tokens halten das Gleichgewicht nur in großer Zahl; 16 zufällige Tokens je Knoten bleiben über der dokumentierten Abweichung von ~10 %</translation>
    </message>
    <message>
        <source>{side-by-side-change}; Cassandra&apos;s token ring (Murmur3, num_tokens 16 drawn at random); measured: relative std-dev of the nodes&apos; shares of the token space after the add / after the remove, the “~10 % variance” read as such; theory: √((N − 1) / (N · tokens + 1))</source>
        <translation>{side-by-side-change}; Token-Ring von Cassandra (Murmur3, num_tokens 16 zufällig gezogen); gemessen: relative Standardabweichung der Anteile der Knoten am Token-Raum nach dem Hinzufügen / nach dem Entfernen, die „~10 % variance“ als solche gelesen; Theorie: √((N − 1) / (N · Tokens + 1))</translation>
    </message>
    <message>
        <source>Side by side, Cassandra (num_tokens 256): 256 random tokens a node, the default of 2.x and 3.x, keep the cluster within the documented ~10 % variance</source>
        <translation>Im Vergleich, Cassandra (num_tokens 256): 256 zufällige Tokens je Knoten, der Standard von 2.x und 3.x, halten den Cluster innerhalb der dokumentierten Abweichung von ~10 %</translation>
    </message>
    <message>
        <source>{side-by-side-change}; Cassandra&apos;s token ring (Murmur3, num_tokens 256 drawn at random); measured: relative std-dev of the nodes&apos; shares of the token space after the add / after the remove, the “~10 % variance” read as such; theory: √((N − 1) / (N · tokens + 1))</source>
        <translation>{side-by-side-change}; Token-Ring von Cassandra (Murmur3, num_tokens 256 zufällig gezogen); gemessen: relative Standardabweichung der Anteile der Knoten am Token-Raum nach dem Hinzufügen / nach dem Entfernen, die „~10 % variance“ als solche gelesen; Theorie: √((N − 1) / (N · Tokens + 1))</translation>
    </message>
    <message>
        <source>Directory (coordinator): 8 → 9 members, slots moved as redis-cli rebalances</source>
        <translation>Verzeichnis (Koordinator): 8 → 9 Knoten, Slots verschoben, wie redis-cli umverteilt</translation>
    </message>
    <message>
        <source>directory, 16384 CRC16 slots, cache-01 … cache-08 → + cache-09, redis-cli --cluster rebalance --cluster-use-empty-masters (each old master gives its lowest slots; the rounding remainder goes to cache-09); {session-keys}; theory: the minimum 1/9</source>
        <translation>Verzeichnis, 16384 CRC16-Slots, cache-01 … cache-08 → + cache-09, redis-cli --cluster rebalance --cluster-use-empty-masters (jeder alte Master gibt seine niedrigsten Slots ab; der Rundungsrest geht an cache-09); {session-keys}; Theorie: das Minimum 1/9</translation>
    </message>
    <message>
        <source>directory, 16384 CRC16 slots, cache-01 … cache-08 → − cache-08, emptied as redis-cli --cluster rebalance does with its weight 0; {session-keys}; theory: the minimum 1/8</source>
        <translation>Verzeichnis, 16384 CRC16-Slots, cache-01 … cache-08 → − cache-08, geleert wie redis-cli --cluster rebalance mit seinem Gewicht 0; {session-keys}; Theorie: das Minimum 1/8</translation>
    </message>
</context>
<context>
    <name>FleetImport</name>
    <message>
        <source>Fleet files (*.yml *.yaml *.conf *.txt *.cfg);;All files (*)</source>
        <translation>Flottendateien (*.yml *.yaml *.conf *.txt *.cfg);;Alle Dateien (*)</translation>
    </message>
</context>
<context>
    <name>JsonFields</name>
    <message>
        <source>a string</source>
        <translation>ein Text</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true oder false</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>eine Liste</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>fehlend</translation>
    </message>
    <message>
        <source>%1 must be %2, not %3.</source>
        <translation>%1 muss %2 sein, nicht %3.</translation>
    </message>
    <message>
        <source>%1 is %L2 characters; at most %L3.</source>
        <translation>%1 hat %L2 Zeichen; höchstens %L3.</translation>
    </message>
    <message>
        <source>%1 is %2, over the limit of %L3.</source>
        <translation>%1 ist %2, über der Grenze von %L3.</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>eine ganze Zahl</translation>
    </message>
    <message>
        <source>%1 must be a whole number, not %2.</source>
        <translation>%1 muss eine ganze Zahl sein, nicht %2.</translation>
    </message>
    <message>
        <source>unknown key %1</source>
        <translation>unbekannter Schlüssel %1</translation>
    </message>
    <message>
        <source>%1 has an unknown key %2</source>
        <translation>%1 hat einen unbekannten Schlüssel %2</translation>
    </message>
    <message>
        <source>%1 (did you mean %2?)</source>
        <translation>%1 (gemeint: %2?)</translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <source>the node “%1” is already in the lab.</source>
        <translation>der Knoten „%1“ ist schon im Labor.</translation>
    </message>
    <message>
        <source>there is no node “%1” to remove.</source>
        <translation>es gibt keinen Knoten „%1“ zum Entfernen.</translation>
    </message>
    <message>
        <source>the last node cannot be removed.</source>
        <translation>der letzte Knoten kann nicht entfernt werden.</translation>
    </message>
    <message>
        <source>there is no node “%1” to reweight.</source>
        <translation>es gibt keinen Knoten „%1“, dessen Gewicht sich ändern ließe.</translation>
    </message>
    <message>
        <source>it changes nothing in the scene&apos;s lab.</source>
        <translation>die Aktion ändert nichts am Labor der Szene.</translation>
    </message>
</context>
<context>
    <name>LessonFile</name>
    <message>
        <source>scene %1, &quot;%2&quot;</source>
        <translation>Szene %1, &quot;%2&quot;</translation>
    </message>
    <message>
        <source>line %1, column %2</source>
        <translation>Zeile %1, Spalte %2</translation>
    </message>
    <message>
        <source>%1 is missing.</source>
        <translation>%1 fehlt.</translation>
    </message>
    <message>
        <source>%1 is empty.</source>
        <translation>%1 ist leer.</translation>
    </message>
    <message>
        <source>%1 has an unknown language “%2” (expected %3).</source>
        <translation>%1 hat eine unbekannte Sprache „%2“ (erwartet: %3).</translation>
    </message>
    <message>
        <source>%1 in “%2” must be a non-empty string.</source>
        <translation>%1 in „%2“ muss eine nicht leere Zeichenkette sein.</translation>
    </message>
    <message>
        <source>%1 has no English (&quot;en&quot;) text, which every other language falls back to.</source>
        <translation>%1 hat keinen englischen Text (&quot;en&quot;), auf den jede andere Sprache zurückgreift.</translation>
    </message>
    <message>
        <source>%1: &quot;base&quot; must name a built-in scenario (%2).</source>
        <translation>%1: &quot;base&quot; muss ein eingebautes Szenario nennen (%2).</translation>
    </message>
    <message>
        <source>%1 must be a built-in scenario&apos;s name or an object.</source>
        <translation>%1 muss der Name eines eingebauten Szenarios oder ein Objekt sein.</translation>
    </message>
    <message>
        <source>%1: there is no built-in scenario “%2” (expected one of %3).</source>
        <translation>%1: Es gibt kein eingebautes Szenario „%2“ (erwartet: eines von %3).</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 must be an object with a &quot;type&quot; (%2).</source>
        <translation>%1 muss ein Objekt mit &quot;type&quot; sein (%2).</translation>
    </message>
    <message>
        <source>%1: unknown action “%2” (expected one of %3).</source>
        <translation>%1: unbekannte Aktion „%2“ (erwartet: eine von %3).</translation>
    </message>
    <message>
        <source>%1: “%2” needs &quot;%3&quot;.</source>
        <translation>%1: „%2“ braucht &quot;%3&quot;.</translation>
    </message>
    <message>
        <source>%1: unknown hash “%2” (expected one of %3).</source>
        <translation>%1: unbekannter Hash „%2“ (erwartet: einer von %3).</translation>
    </message>
    <message>
        <source>%1: unknown algorithm “%2” (expected one of %3).</source>
        <translation>%1: unbekannter Algorithmus „%2“ (erwartet: einer von %3).</translation>
    </message>
    <message>
        <source>%1 must list at least one view (%2).</source>
        <translation>%1 muss mindestens eine Ansicht nennen (%2).</translation>
    </message>
    <message>
        <source>%1: unknown view “%2” (expected %3).</source>
        <translation>%1: unbekannte Ansicht „%2“ (erwartet: %3).</translation>
    </message>
    <message>
        <source>%1: “%2” is listed twice.</source>
        <translation>%1: „%2“ steht doppelt in der Liste.</translation>
    </message>
    <message>
        <source>%1: “compare” needs a &quot;compare&quot; algorithm in the scene&apos;s scenario.</source>
        <translation>%1: „compare“ braucht einen &quot;compare&quot;-Algorithmus im Szenario der Szene.</translation>
    </message>
    <message>
        <source>%1: “compare” stands beside “ring” or “buckets”; list one of them too.</source>
        <translation>%1: „compare“ steht neben „ring“ oder „buckets“; eines davon ebenfalls angeben.</translation>
    </message>
    <message>
        <source>scene %1 must be an object.</source>
        <translation>Szene %1 muss ein Objekt sein.</translation>
    </message>
    <message>
        <source>%1 cannot be played: %2</source>
        <translation>%1 lässt sich nicht abspielen: %2</translation>
    </message>
    <message>
        <source>%1: not valid JSON: %2</source>
        <translation>%1: kein gültiges JSON: %2</translation>
    </message>
    <message>
        <source>A lesson must be a JSON object.</source>
        <translation>Eine Lektion muss ein JSON-Objekt sein.</translation>
    </message>
    <message>
        <source>Not a RingLab lesson: &quot;format&quot; must be &quot;ringlab-lesson&quot;.</source>
        <translation>Keine RingLab-Lektion: &quot;format&quot; muss &quot;ringlab-lesson&quot; sein.</translation>
    </message>
    <message>
        <source>The lesson has no &quot;version&quot; number.</source>
        <translation>Die Lektion hat keine &quot;version&quot;-Nummer.</translation>
    </message>
    <message>
        <source>Unsupported lesson version %1: this RingLab reads version %2.</source>
        <translation>Nicht unterstützte Lektionsversion %1: Dieses RingLab liest Version %2.</translation>
    </message>
    <message>
        <source>The lesson has no &quot;scenes&quot; list.</source>
        <translation>Die Lektion hat keine &quot;scenes&quot;-Liste.</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>There is no built-in lesson “%1” (expected one of %2).</source>
        <translation>Es gibt keine eingebaute Lektion „%1“ (erwartet: eine von %2).</translation>
    </message>
    <message>
        <source>“%1” is neither a built-in lesson (%2) nor a lesson file.</source>
        <translation>„%1“ ist weder eine eingebaute Lektion (%2) noch eine Lektionsdatei.</translation>
    </message>
    <message>
        <source>%1 must be an object with a &quot;prompt&quot;, a &quot;measure&quot; and a &quot;kind&quot;.</source>
        <translation>%1 muss ein Objekt mit &quot;prompt&quot;, &quot;measure&quot; und &quot;kind&quot; sein.</translation>
    </message>
    <message>
        <source>%1: unknown measure “%2” (expected one of %3).</source>
        <translation>%1: unbekanntes Maß „%2“ (erwartet: eines von %3).</translation>
    </message>
    <message>
        <source>%1: “%2” measures the scene&apos;s change, and the scene has no &quot;action&quot;.</source>
        <translation>%1: „%2“ misst die Änderung der Szene, und die Szene hat keine &quot;action&quot;.</translation>
    </message>
    <message>
        <source>%1: “%2” needs &quot;member&quot;.</source>
        <translation>%1: „%2“ braucht &quot;member&quot;.</translation>
    </message>
    <message>
        <source>%1: there is no node “%2” in the scene&apos;s lab when the question is answered.</source>
        <translation>%1: Im Labor der Szene gibt es keinen Knoten „%2“, wenn die Frage beantwortet wird.</translation>
    </message>
    <message>
        <source>%1: unknown kind “%2” (expected slider, choices).</source>
        <translation>%1: unbekannte Art „%2“ (erwartet: slider, choices).</translation>
    </message>
    <message>
        <source>%1: the slider must go up from &quot;min&quot; (0 or more) to &quot;max&quot; (it goes %2 … %3).</source>
        <translation>%1: Der Schieberegler muss von &quot;min&quot; (0 oder mehr) aufwärts bis &quot;max&quot; gehen (er geht %2 … %3).</translation>
    </message>
    <message>
        <source>%1 goes beyond 100: a share of the keys is at most 100 %.</source>
        <translation>%1 geht über 100 hinaus: Ein Anteil der Schlüssel ist höchstens 100&#xa0;%.</translation>
    </message>
    <message>
        <source>%1 must be above 0, with at most %2 steps from &quot;min&quot; to &quot;max&quot;.</source>
        <translation>%1 muss größer als 0 sein, mit höchstens %2 Schritten von &quot;min&quot; bis &quot;max&quot;.</translation>
    </message>
    <message>
        <source>%1 must list %2 to %3 choices.</source>
        <translation>%1 muss %2 bis %3 Antworten aufführen.</translation>
    </message>
    <message>
        <source>%1 must be an object with a &quot;text&quot; and a &quot;value&quot; or &quot;from&quot; and &quot;to&quot;.</source>
        <translation>%1 muss ein Objekt mit &quot;text&quot; und &quot;value&quot; oder &quot;from&quot; und &quot;to&quot; sein.</translation>
    </message>
    <message>
        <source>%1 needs either a &quot;value&quot; or a range &quot;from&quot; … &quot;to&quot; (numbers, from ≤ to).</source>
        <translation>%1 braucht entweder &quot;value&quot; oder einen Bereich &quot;from&quot; … &quot;to&quot; (Zahlen, from ≤ to).</translation>
    </message>
    <message>
        <source>%1 is below 0.</source>
        <translation>%1 liegt unter 0.</translation>
    </message>
    <message>
        <source>%1: choices %2 and %3 overlap, so the truth could pick either.</source>
        <translation>%1: Die Antworten %2 und %3 überschneiden sich, die Wahrheit könnte also beide treffen.</translation>
    </message>
    <message>
        <source>a string or an object</source>
        <translation>ein Text oder ein Objekt</translation>
    </message>
    <message>
        <source>%1 in “%2”</source>
        <translation>%1 in „%2“</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>eine Liste</translation>
    </message>
    <message>
        <source>scene %1</source>
        <translation>Szene %1</translation>
    </message>
    <message>
        <source>%1 in “%2”: %3</source>
        <translation>%1 in „%2“: %3</translation>
    </message>
    <message>
        <source>%1: its figures cannot be measured: %2</source>
        <translation>%1: seine Zahlen lassen sich nicht messen: %2</translation>
    </message>
</context>
<context>
    <name>LiveError</name>
    <message>
        <source>cannot open a socket: %1</source>
        <translation>kann keinen Socket öffnen: %1</translation>
    </message>
    <message>
        <source>no free port on %1: %2</source>
        <translation>kein freier Port auf %1: %2</translation>
    </message>
    <message>
        <source>cannot connect to memcached at %1: %2</source>
        <translation>keine Verbindung zu memcached unter %1: %2</translation>
    </message>
    <message>
        <source>lost the connection to memcached at %1: %2</source>
        <translation>Verbindung zu memcached unter %1 verloren: %2</translation>
    </message>
    <message>
        <source>memcached at %1: %2</source>
        <translation>memcached unter %1: %2</translation>
    </message>
    <message>
        <source>memcached was not found (%1); install Debian&apos;s memcached package (scripts/setup.sh) or name the program&apos;s path</source>
        <translation>memcached wurde nicht gefunden (%1); installieren Sie Debians Paket memcached (scripts/setup.sh) oder geben Sie den Pfad des Programms an</translation>
    </message>
    <message>
        <source>cannot create the directory %1: %2</source>
        <translation>kann den Ordner %1 nicht anlegen: %2</translation>
    </message>
    <message>
        <source>cannot start %1: the port %2 is in use</source>
        <translation>%1 kann nicht gestartet werden: der Port %2 ist belegt</translation>
    </message>
    <message>
        <source>cannot start %1: %2</source>
        <translation>%1 kann nicht gestartet werden: %2</translation>
    </message>
    <message>
        <source>memcached for %1 on %2 did not start: %3</source>
        <translation>memcached für %1 auf %2 ist nicht gestartet: %3</translation>
    </message>
    <message>
        <source>memcached for %1 on %2 did not answer within 5 s</source>
        <translation>memcached für %1 auf %2 hat nicht binnen 5 s geantwortet</translation>
    </message>
    <message>
        <source>no memcached answers at %1 (%2)</source>
        <translation>unter %1 antwortet kein memcached (%2)</translation>
    </message>
    <message>
        <source>no memcached program given: name memcached or its path</source>
        <translation>kein memcached-Programm angegeben: memcached oder seinen Pfad nennen</translation>
    </message>
    <message>
        <source>memcached program %1 is not an executable file: %2</source>
        <translation>das memcached-Programm %1 ist keine ausführbare Datei: %2</translation>
    </message>
    <message>
        <source>cannot write the pid file %1: %2</source>
        <translation>die PID-Datei %1 lässt sich nicht schreiben: %2</translation>
    </message>
    <message>
        <source>memcached program %1 cannot be run: %2</source>
        <translation>das memcached-Programm %1 lässt sich nicht starten: %2</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>%1 · CRC16 slots</source>
        <translation>%1 · CRC16-Slots</translation>
    </message>
    <message>
        <source>%1 · %2 · 1 replica</source>
        <translation>%1 · %2 · 1 Replikat</translation>
    </message>
    <message>
        <source>%1 · %2 · %3 replicas</source>
        <translation>%1 · %2 · %3 Replikate</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>1 member</source>
        <translation>1 Knoten</translation>
    </message>
    <message>
        <source>%1 members</source>
        <translation>%1 Knoten</translation>
    </message>
    <message>
        <source>1 key</source>
        <translation>1 Schlüssel</translation>
    </message>
    <message>
        <source>%1 keys</source>
        <translation>%1 Schlüssel</translation>
    </message>
    <message>
        <source>%1 · %2 · %3 drawn</source>
        <translation>%1 · %2 · %3 gezeichnet</translation>
    </message>
    <message>
        <source>Exported from RingLab</source>
        <translation>Aus RingLab exportiert</translation>
    </message>
    <message>
        <source>Choose a file name ending in .png or .svg (got “%1”).</source>
        <translation>Bitte einen Dateinamen mit der Endung .png oder .svg wählen (angegeben: „%1“).</translation>
    </message>
    <message>
        <source>the change</source>
        <translation>der Änderung</translation>
    </message>
    <message>
        <source>after %1: keys moving…</source>
        <translation>nach %1: Schlüssel wandern…</translation>
    </message>
    <message>
        <source>after %1: moved %2 of keys · least possible %3 · ideal %4</source>
        <translation>nach %1: %2 der Schlüssel verschoben · kleinstmöglich %3 · ideal %4</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Moved&lt;/b&gt;: the keys whose owner changed.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Least possible&lt;/b&gt;: the fewest keys any placement must move to reach the new loads, the sum over nodes of the keys each one lost (all of a removed node&apos;s keys). A ring and rendezvous move exactly that; modulo lands far above it.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Ideal&lt;/b&gt;: what a balanced result needs, the share of weight that changes hands (1/9 when 8 equal nodes become 9). A real placement lands near it, above or below, because its loads are never exactly fair.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Verschoben&lt;/b&gt;: die Schlüssel, deren Besitzer wechselte.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Kleinstmöglich&lt;/b&gt;: die wenigsten Schlüssel, die jede Verteilung verschieben muss, um die neuen Lasten zu erreichen, die Summe dessen, was jeder Knoten verlor (bei einem entfernten Knoten alle seine Schlüssel). Ein Ring und Rendezvous verschieben genau so viel; Modulo landet weit darüber.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Ideal&lt;/b&gt;: was ein ausgeglichenes Ergebnis braucht, der Anteil des Gewichts, der den Besitzer wechselt (1/9, wenn aus 8 gleichen Knoten 9 werden). Eine echte Verteilung landet in der Nähe, darüber oder darunter, weil ihre Lasten nie genau fair sind.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>ring</source>
        <translation>Ring</translation>
    </message>
    <message>
        <source>modulo</source>
        <translation>Modulo</translation>
    </message>
    <message>
        <source>directory</source>
        <translation>Verzeichnis</translation>
    </message>
    <message>
        <source>rendezvous</source>
        <translation>Rendezvous</translation>
    </message>
    <message>
        <source>jump</source>
        <translation>Jump</translation>
    </message>
    <message>
        <source>ketama</source>
        <translation>ketama</translation>
    </message>
    <message>
        <source>maglev</source>
        <translation>maglev</translation>
    </message>
    <message>
        <source>%1 · %2 slots · xxHash64</source>
        <translation>%1 · %2 Slots · xxHash64</translation>
    </message>
    <message>
        <source>envoy-ring</source>
        <translation>envoy-ring</translation>
    </message>
    <message>
        <source>cassandra</source>
        <translation>cassandra</translation>
    </message>
    <message>
        <source>%1 · %2 points · xxHash64</source>
        <translation>%1 · %2 Punkte · xxHash64</translation>
    </message>
    <message>
        <source>%1 · %2 tokens · Murmur3</source>
        <translation>%1 · %2 Tokens · Murmur3</translation>
    </message>
    <message>
        <source>after %1: moved %2 of keys · least possible %3 · ideal %4 · ring: %5 (Maglev moves %6× as many)</source>
        <translation>nach %1: %2 der Schlüssel verschoben · kleinstmöglich %3 · ideal %4 · Ring: %5 (Maglev verschiebt %6-mal so viele)</translation>
    </message>
    <message>
        <source>after %1: moved %2 of keys · least possible %3 · ideal %4 · ring: %5</source>
        <translation>nach %1: %2 der Schlüssel verschoben · kleinstmöglich %3 · ideal %4 · Ring: %5</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Ring&lt;/b&gt;: what the article&apos;s ring (this lab&apos;s hash and replicas) moves for the same change on the same keys: only the keys it must. Maglev also hands some table entries between nodes that stay, so it moves more, the more so the more nodes there are; Envoy&apos;s documentation says about twice as many.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Ring&lt;/b&gt;: was der Ring des Artikels (mit Hash und Replikaten dieses Labors) bei derselben Änderung mit denselben Schlüsseln verschiebt: nur die Schlüssel, die er verschieben muss. Maglev gibt außerdem einige Tabelleneinträge zwischen Knoten weiter, die bleiben, und verschiebt daher mehr, umso mehr, je mehr Knoten es sind; die Dokumentation von Envoy nennt etwa doppelt so viele.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>after %1: primary owner changed for %2 of keys · replica set changed for %3 · replica copies streamed: %4 of copies · least possible %5 · ideal %6</source>
        <translation>nach %1: Primärbesitzer gewechselt bei %2 der Schlüssel · Replikatmenge geändert bei %3 · gestreamte Replikatkopien: %4 der Kopien · kleinstmöglich %5 · ideal %6</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Primary owner changed&lt;/b&gt;: the keys whose first replica is another node (what &lt;b&gt;moved&lt;/b&gt; counts elsewhere). &lt;b&gt;Replica set changed&lt;/b&gt;: the keys whose set of replica nodes differs at all. &lt;b&gt;Replica copies streamed&lt;/b&gt;: the copies nodes receive, each from the node giving that replica up, over every copy after the change (keys × replication factor).&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Primärbesitzer gewechselt&lt;/b&gt;: die Schlüssel, deren erstes Replikat auf einem anderen Knoten liegt (was anderswo &lt;b&gt;verschoben&lt;/b&gt; zählt). &lt;b&gt;Replikatmenge geändert&lt;/b&gt;: die Schlüssel, deren Menge von Replikatknoten sich überhaupt unterscheidet. &lt;b&gt;Gestreamte Replikatkopien&lt;/b&gt;: die Kopien, die Knoten empfangen, jede von dem Knoten, der dieses Replikat abgibt, über alle Kopien nach der Änderung (Schlüssel × Replikationsfaktor).&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>ScenarioFile</name>
    <message>
        <source>The key count must be between %L1 and %L2, not %L3.</source>
        <translation>Die Schlüsselanzahl muss zwischen %L1 und %L2 liegen, nicht bei %L3.</translation>
    </message>
    <message>
        <source>Not valid JSON (line %1): %2</source>
        <translation>Kein gültiges JSON (Zeile %1): %2</translation>
    </message>
    <message>
        <source>A scenario must be a JSON object.</source>
        <translation>Ein Szenario muss ein JSON-Objekt sein.</translation>
    </message>
    <message>
        <source>Not a RingLab scenario: &quot;format&quot; must be &quot;ringlab-scenario&quot;.</source>
        <translation>Kein RingLab-Szenario: &quot;format&quot; muss &quot;ringlab-scenario&quot; sein.</translation>
    </message>
    <message>
        <source>The scenario has no &quot;version&quot; number.</source>
        <translation>Das Szenario hat keine &quot;version&quot;-Nummer.</translation>
    </message>
    <message>
        <source>Unsupported scenario version %1: this RingLab reads version %2.</source>
        <translation>Nicht unterstützte Szenario-Version %1: Dieses RingLab liest Version %2.</translation>
    </message>
    <message>
        <source>Unknown algorithm “%1” (expected one of %2).</source>
        <translation>Unbekannter Algorithmus „%1“ (erwartet: einer von %2).</translation>
    </message>
    <message>
        <source>Unknown hash “%1” (expected one of %2).</source>
        <translation>Unbekannter Hash „%1“ (erwartet: einer von %2).</translation>
    </message>
    <message>
        <source>The scenario has no &quot;members&quot; list.</source>
        <translation>Das Szenario hat keine &quot;members&quot;-Liste.</translation>
    </message>
    <message>
        <source>Member %1 has no &quot;id&quot; string.</source>
        <translation>Knoten %1 hat keine Zeichenkette &quot;id&quot;.</translation>
    </message>
    <message>
        <source>&quot;keys&quot;.&quot;file&quot; is empty.</source>
        <translation>&quot;keys&quot;.&quot;file&quot; (die Schlüsseldatei) ist leer.</translation>
    </message>
    <message>
        <source>Unknown compare algorithm “%1”.</source>
        <translation>Unbekannter Vergleichsalgorithmus „%1“.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The key count must be between %L1 and %L2, not %3.</source>
        <translation>Die Schlüsselanzahl muss zwischen %L1 und %L2 liegen, nicht %3.</translation>
    </message>
    <message>
        <source>Unknown ketama dialect “%1” (expected one of %2).</source>
        <translation>Unbekannter ketama-Dialekt „%1“ (erwartet: %2).</translation>
    </message>
    <message>
        <source>&quot;maglev-table-size&quot; must be a prime between 2 and %L1.</source>
        <translation>&quot;maglev-table-size&quot; muss eine Primzahl zwischen 2 und %L1 sein.</translation>
    </message>
    <message>
        <source>&quot;keys&quot; takes either &quot;file&quot; or &quot;pattern&quot; and &quot;count&quot;, not both.</source>
        <translation>&quot;keys&quot; (die Schlüssel) nimmt entweder &quot;file&quot; oder &quot;pattern&quot; und &quot;count&quot;, nicht beides.</translation>
    </message>
    <message>
        <source>Unknown twemproxy hash “%1” (expected one of %2).</source>
        <translation>Unbekannter twemproxy-Hash „%1“ (erwartet: %2).</translation>
    </message>
    <message>
        <source>%1 must be 0 or more, not %2.</source>
        <translation>%1 muss 0 oder mehr sein, nicht %2.</translation>
    </message>
    <message>
        <source>Unknown modulo dialect “%1” (expected article or twemproxy).</source>
        <translation>Unbekannter Modulo-Dialekt „%1“ (erwartet: article oder twemproxy).</translation>
    </message>
    <message>
        <source>&quot;hash-tag&quot; is two characters, as twemproxy&apos;s hash_tag (&quot;{}&quot;), not “%1”.</source>
        <translation>&quot;hash-tag&quot; sind zwei Zeichen, wie twemproxys hash_tag (&quot;{}&quot;), nicht „%1“.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; cannot be given with &quot;fleet&quot;: the fleet file sets the members and the placement.</source>
        <translation>&quot;%1&quot; kann nicht zusammen mit &quot;fleet&quot; angegeben werden: die Flottendatei legt die Mitglieder und die Platzierung fest.</translation>
    </message>
    <message>
        <source>&quot;redis-slots&quot; applies to the directory (redis-cluster) only.</source>
        <translation>„redis-slots“ gilt nur für das Verzeichnis (redis-cluster).</translation>
    </message>
    <message>
        <source>%1 must be &quot;replication-aware&quot; or &quot;random&quot;.</source>
        <translation>%1 muss &quot;replication-aware&quot; oder &quot;random&quot; sein.</translation>
    </message>
    <message>
        <source>&quot;fleet&quot; is empty.</source>
        <translation>&quot;fleet&quot; ist leer.</translation>
    </message>
    <message>
        <source>%1 has an unknown language “%2” (expected %3).</source>
        <translation>%1 hat eine unbekannte Sprache „%2“ (erwartet: %3).</translation>
    </message>
    <message>
        <source>%1 has no English (&quot;en&quot;) text, which every other language falls back to.</source>
        <translation>%1 hat keinen englischen Text (&quot;en&quot;), auf den jede andere Sprache zurückgreift.</translation>
    </message>
    <message>
        <source>%1 in “%2”: %3</source>
        <translation>%1 in „%2“: %3</translation>
    </message>
</context>
<context>
    <name>Simulation</name>
    <message>
        <source>Grow 8 → 12 without a miss storm</source>
        <translation>Von 8 auf 12 wachsen ohne Miss-Sturm</translation>
    </message>
    <message>
        <source>Survive losing a node, bounded blast radius</source>
        <translation>Verlust eines Knotens überstehen, begrenzter Schadensradius</translation>
    </message>
    <message>
        <source>No node above 120 % of its fair share</source>
        <translation>Kein Knoten über 120 % seines fairen Anteils</translation>
    </message>
    <message>
        <source>No coordinator on the read path</source>
        <translation>Kein Koordinator im Leseweg</translation>
    </message>
    <message>
        <source>64 GB and 16 GB nodes carry different loads</source>
        <translation>Knoten mit 64 GB und 16 GB tragen unterschiedliche Last</translation>
    </message>
    <message>
        <source>Fixed penalty (the article&apos;s client)</source>
        <translation>Feste Strafzeit (Client des Artikels)</translation>
    </message>
    <message>
        <source>K failures, backoff, health check</source>
        <translation>K Fehler, Backoff, Gesundheitsprüfung</translation>
    </message>
    <message>
        <source>Kill</source>
        <translation>Abschalten</translation>
    </message>
    <message>
        <source>Revive</source>
        <translation>Wiederbeleben</translation>
    </message>
    <message>
        <source>Slow down</source>
        <translation>Verlangsamen</translation>
    </message>
    <message>
        <source>Flap</source>
        <translation>Flattern</translation>
    </message>
    <message>
        <source>LRU (least recently used)</source>
        <translation>LRU (am längsten nicht genutzt)</translation>
    </message>
    <message>
        <source>Perfect top-k (the most popular keys)</source>
        <translation>Perfektes Top-k (die beliebtesten Schlüssel)</translation>
    </message>
    <message>
        <source>Uniform</source>
        <translation>Gleichverteilt</translation>
    </message>
    <message>
        <source>Zipf</source>
        <translation>Zipf</translation>
    </message>
    <message>
        <source>Every key in turn</source>
        <translation>Jeder Schlüssel der Reihe nach</translation>
    </message>
</context>
<context>
    <name>TextPlaceholders</name>
    <message>
        <source>%1 names no experiment (%2:ID, an id of `ringlab-cli reproduce`).</source>
        <translation>%1 nennt kein Experiment (%2:ID, eine ID aus `ringlab-cli reproduce`).</translation>
    </message>
    <message>
        <source>%1: the catalogue has no experiment “%2” (see `ringlab-cli reproduce`).</source>
        <translation>%1: der Katalog hat kein Experiment „%2“ (siehe `ringlab-cli reproduce`).</translation>
    </message>
    <message>
        <source>%1: the catalogue holds no article figure for “%2” (the article writes “%3”).</source>
        <translation>%1: der Katalog hält für „%2“ keine Zahl des Artikels (der Artikel schreibt „%3“).</translation>
    </message>
    <message>
        <source>%1: the article&apos;s scenario has no figure “%2” (expected one of %3).</source>
        <translation>%1: das Szenario des Artikels hat keine Zahl „%2“ (erwartet eine von %3).</translation>
    </message>
    <message>
        <source>%1 stands only in a question&apos;s choice, for the ends of its range.</source>
        <translation>%1 steht nur in einer Antwortmöglichkeit einer Frage, für die Enden ihres Bereichs.</translation>
    </message>
    <message>
        <source>%1 takes no argument.</source>
        <translation>%1 nimmt kein Argument.</translation>
    </message>
    <message>
        <source>unknown placeholder %1 (expected one of %2).</source>
        <translation>unbekannter Platzhalter %1 (erwartet einer von %2).</translation>
    </message>
    <message>
        <source>%1 measures a scene&apos;s lab, and this text belongs to no scene.</source>
        <translation>%1 misst das Labor einer Szene, und dieser Text gehört zu keiner Szene.</translation>
    </message>
    <message>
        <source>%1: a movement is measured after the scene&apos;s action, never at its start.</source>
        <translation>%1: Eine Verschiebung wird nach der Aktion der Szene gemessen, nie an ihrem Anfang.</translation>
    </message>
    <message>
        <source>%1 measures the scene&apos;s change, and the scene has no &quot;action&quot;.</source>
        <translation>%1 misst die Änderung der Szene, und die Szene hat keine &quot;action&quot;.</translation>
    </message>
    <message>
        <source>%1 needs a &quot;compare&quot; algorithm in the scene&apos;s scenario.</source>
        <translation>%1 braucht einen &quot;compare&quot;-Algorithmus im Szenario der Szene.</translation>
    </message>
    <message>
        <source>%1 needs a node: %2:cache-01.</source>
        <translation>%1 braucht einen Knoten: %2:cache-01.</translation>
    </message>
    <message>
        <source>%1: there is no node “%2” in the scene&apos;s lab %3.</source>
        <translation>%1: Im Labor der Szene gibt es %3 keinen Knoten „%2“.</translation>
    </message>
    <message>
        <source>as it starts</source>
        <translation>zu Beginn</translation>
    </message>
    <message>
        <source>after its action</source>
        <translation>nach ihrer Aktion</translation>
    </message>
    <message>
        <source>%1 needs a number of replicas from 1 to %2: %3:160.</source>
        <translation>%1 braucht eine Zahl von Replikaten von 1 bis %2: %3:160.</translation>
    </message>
    <message>
        <source>%1: a count has no decimals.</source>
        <translation>%1: Eine Anzahl hat keine Nachkommastellen.</translation>
    </message>
    <message>
        <source>a “}” at character %1 closes no placeholder (write “}}” for a brace).</source>
        <translation>ein „}“ an Zeichen %1 schließt keinen Platzhalter (für eine Klammer „}}“ schreiben).</translation>
    </message>
    <message>
        <source>the placeholder starting “%1” is never closed with “}” (write “{{” for a brace).</source>
        <translation>der Platzhalter, der mit „%1“ beginnt, wird nie mit „}“ geschlossen (für eine Klammer „{{“ schreiben).</translation>
    </message>
    <message>
        <source>%1: after “|” comes a number of decimals from 0 to 6.</source>
        <translation>%1: Nach „|“ folgt eine Zahl von Nachkommastellen von 0 bis 6.</translation>
    </message>
    <message>
        <source>%1 has no name (expected one of %2).</source>
        <translation>%1 hat keinen Namen (erwartet einer von %2).</translation>
    </message>
</context>
<context>
    <name>Theme</name>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Dunkel</translation>
    </message>
    <message>
        <source>&amp;High contrast</source>
        <translation>Hoher &amp;Kontrast</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Hell</translation>
    </message>
</context>
<context>
    <name>UserFiles</name>
    <message>
        <source>Cannot open %1: it is a folder.</source>
        <translation>%1 kann nicht geöffnet werden: Es ist ein Ordner.</translation>
    </message>
    <message>
        <source>Cannot open %1: it is not a regular file (a device or a pipe).</source>
        <translation>%1 kann nicht geöffnet werden: Es ist keine reguläre Datei (ein Gerät oder eine Pipe).</translation>
    </message>
    <message>
        <source>Cannot open %1: it is larger than %L2 bytes.</source>
        <translation>%1 kann nicht geöffnet werden: Die Datei ist größer als %L2 Bytes.</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>Cannot write %1: it is a folder.</source>
        <translation>%1 kann nicht geschrieben werden: Es ist ein Ordner.</translation>
    </message>
    <message>
        <source>Cannot write %1: it is not a regular file (a device or a pipe), and RingLab writes only new files or regular ones.</source>
        <translation>%1 kann nicht geschrieben werden: Es ist keine reguläre Datei (ein Gerät oder eine Pipe), und RingLab schreibt nur neue oder reguläre Dateien.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Cannot encode the PNG image for %1.</source>
        <translation>Das PNG-Bild für %1 lässt sich nicht kodieren.</translation>
    </message>
</context>
<context>
    <name>ValidationError</name>
    <message>
        <source>slot %1 is out of range 0 … %2</source>
        <translation>Slot %1 liegt außerhalb des Bereichs 0 … %2</translation>
    </message>
    <message>
        <source>no node &quot;%1&quot; to move slot %2 to</source>
        <translation>kein Knoten „%1“, auf den Slot %2 verschoben werden könnte</translation>
    </message>
    <message>
        <source>key count %1 is over the limit of %2</source>
        <translation>Schlüsselanzahl %1 liegt über der Grenze von %2</translation>
    </message>
    <message>
        <source>node id is empty</source>
        <translation>Knoten-ID ist leer</translation>
    </message>
    <message>
        <source>node id %1 contains a control character, &apos;,&apos; or &apos;=&apos;</source>
        <translation>Knoten-ID %1 enthält ein Steuerzeichen, &apos;,&apos; oder &apos;=&apos;</translation>
    </message>
    <message>
        <source>the node list is empty</source>
        <translation>die Knotenliste ist leer</translation>
    </message>
    <message>
        <source>too many nodes: %1 (at most %2)</source>
        <translation>zu viele Knoten: %1 (höchstens %2)</translation>
    </message>
    <message>
        <source>duplicate node id %1</source>
        <translation>doppelte Knoten-ID %1</translation>
    </message>
    <message>
        <source>weight of node %1 is not a number: %2</source>
        <translation>Gewicht von Knoten %1 ist keine Zahl: %2</translation>
    </message>
    <message>
        <source>empty node id in node list %1</source>
        <translation>leere Knoten-ID in der Knotenliste %1</translation>
    </message>
    <message>
        <source>replicas must be at least 1, got %1</source>
        <translation>Replikate müssen mindestens 1 sein, erhalten: %1</translation>
    </message>
    <message>
        <source>the ring would need %1 points with replicas %2; the limit is %3 points (about 128 MiB)</source>
        <translation>der Ring bräuchte %1 Punkte bei %2 Replikaten; die Grenze liegt bei %3 Punkten (etwa 128 MiB)</translation>
    </message>
    <message>
        <source>random inputs need a length of at least 1 byte</source>
        <translation>Zufallseingaben brauchen eine Länge von mindestens 1 Byte</translation>
    </message>
    <message>
        <source>the avalanche test needs at least one input of one byte or more</source>
        <translation>der Test des Lawineneffekts braucht mindestens eine Eingabe mit einem Byte oder mehr</translation>
    </message>
    <message>
        <source>input bit %1 is outside the empty key</source>
        <translation>Eingabebit %1 liegt außerhalb des leeren Schlüssels</translation>
    </message>
    <message>
        <source>input bit %1 is outside the key (%2 bytes have bits 0 … %3)</source>
        <translation>Eingabebit %1 liegt außerhalb des Schlüssels (%2 Bytes haben die Bits 0 … %3)</translation>
    </message>
    <message>
        <source>%1 virtual nodes are over the limit of %2</source>
        <translation>%1 virtuelle Knoten liegen über der Grenze von %2</translation>
    </message>
    <message>
        <source>the number of virtual nodes per node must be at least 1</source>
        <translation>die Anzahl virtueller Knoten pro Knoten muss mindestens 1 sein</translation>
    </message>
    <message>
        <source>the uniformity test needs at least one position</source>
        <translation>der Gleichverteilungstest braucht mindestens eine Position</translation>
    </message>
    <message>
        <source>the number of bins must be between 2 and %1, got %2</source>
        <translation>die Anzahl der Abschnitte muss zwischen 2 und %1 liegen, erhalten: %2</translation>
    </message>
    <message>
        <source>the number of inputs must be between 1 and %1</source>
        <translation>die Anzahl der Eingaben muss zwischen 1 und %1 liegen</translation>
    </message>
    <message>
        <source>lost node &quot;%1&quot; is not in the grown fleet</source>
        <translation>der ausgefallene Knoten „%1“ gehört nicht zur gewachsenen Flotte</translation>
    </message>
    <message>
        <source>the grown fleet needs at least two nodes to lose one</source>
        <translation>die gewachsene Flotte braucht mindestens zwei Knoten, um einen zu verlieren</translation>
    </message>
    <message>
        <source>the key set is empty</source>
        <translation>die Schlüsselmenge ist leer</translation>
    </message>
    <message>
        <source>requests per second must be ≥ 0, got %1</source>
        <translation>Anfragen pro Sekunde müssen ≥ 0 sein, erhalten: %1</translation>
    </message>
    <message>
        <source>hit rate must be between 0 and 1, got %1</source>
        <translation>die Trefferquote muss zwischen 0 und 1 liegen, erhalten: %1</translation>
    </message>
    <message>
        <source>the balance limit and the storm factor must be at least 1</source>
        <translation>die Lastgrenze und der Miss-Sturm-Faktor müssen mindestens 1 sein</translation>
    </message>
    <message>
        <source>no algorithm to compare</source>
        <translation>kein Algorithmus zum Vergleichen</translation>
    </message>
    <message>
        <source>no node &quot;%1&quot; to kill</source>
        <translation>kein Knoten „%1“ zum Abschalten</translation>
    </message>
    <message>
        <source>no experiment &quot;%1&quot;</source>
        <translation>kein Experiment „%1“</translation>
    </message>
    <message>
        <source>%1 must be a number &gt; 0, got %2</source>
        <translation>%1 muss eine Zahl &gt; 0 sein, erhalten: %2</translation>
    </message>
    <message>
        <source>downtime</source>
        <translation>Auszeit</translation>
    </message>
    <message>
        <source>failures to remove a node must be at least 1, got %1</source>
        <translation>die Fehler bis zum Entfernen eines Knotens müssen mindestens 1 sein, erhalten: %1</translation>
    </message>
    <message>
        <source>failure window</source>
        <translation>Fehler-Zeitfenster</translation>
    </message>
    <message>
        <source>initial backoff</source>
        <translation>erstes Backoff</translation>
    </message>
    <message>
        <source>maximum backoff</source>
        <translation>längstes Backoff</translation>
    </message>
    <message>
        <source>maximum backoff %1 is below the initial backoff %2</source>
        <translation>längstes Backoff %1 liegt unter dem ersten Backoff %2</translation>
    </message>
    <message>
        <source>stable time to reset the backoff must be ≥ 0</source>
        <translation>die stabile Zeit bis zum Zurücksetzen des Backoffs muss ≥ 0 sein</translation>
    </message>
    <message>
        <source>failover depth must be at least 1</source>
        <translation>die Failover-Tiefe muss mindestens 1 sein</translation>
    </message>
    <message>
        <source>%1 must be between %2 and %3, got %4</source>
        <translation>%1 muss zwischen %2 und %3 liegen, erhalten: %4</translation>
    </message>
    <message>
        <source>event names node &quot;%1&quot;, which is not one of the nodes</source>
        <translation>das Ereignis nennt den Knoten „%1“, der nicht zu den Knoten gehört</translation>
    </message>
    <message>
        <source>failover depth must be between 1 and the number of nodes (%1), got %2</source>
        <translation>die Failover-Tiefe muss zwischen 1 und der Knotenanzahl (%1) liegen, erhalten: %2</translation>
    </message>
    <message>
        <source>requests per second</source>
        <translation>Anfragen pro Sekunde</translation>
    </message>
    <message>
        <source>warm hit rate</source>
        <translation>Trefferquote vorher</translation>
    </message>
    <message>
        <source>duration %1 s in steps of %2 s: both must be &gt; 0 and give at most 1,000,000 steps</source>
        <translation>Dauer %1 s in Schritten von %2 s: Beide müssen &gt; 0 sein und höchstens 1.000.000 Schritte ergeben</translation>
    </message>
    <message>
        <source>requests per second × duration is over 2,000,000,000 requests</source>
        <translation>Anfragen pro Sekunde × Dauer ergibt mehr als 2.000.000.000 Anfragen</translation>
    </message>
    <message>
        <source>event time</source>
        <translation>Zeitpunkt des Ereignisses</translation>
    </message>
    <message>
        <source>time-out share</source>
        <translation>Timeout-Anteil</translation>
    </message>
    <message>
        <source>flap period must be &gt; 0, got %1</source>
        <translation>die Flatterperiode muss &gt; 0 sein, erhalten: %1</translation>
    </message>
    <message>
        <source>requests must be between 1 and 100,000,000, got %1</source>
        <translation>die Anfragen müssen zwischen 1 und 100.000.000 liegen, erhalten: %1</translation>
    </message>
    <message>
        <source>local cache size %1 is larger than the key set (%2 keys)</source>
        <translation>die Größe des lokalen Caches %1 übersteigt die Schlüsselmenge (%2 Schlüssel)</translation>
    </message>
    <message>
        <source>epsilon must be a number &gt; 0, got %1</source>
        <translation>Epsilon muss eine Zahl &gt; 0 sein, erhalten: %1</translation>
    </message>
    <message>
        <source>Zipf exponent must be a number &gt; 0, got %1</source>
        <translation>der Zipf-Exponent muss eine Zahl &gt; 0 sein, erhalten: %1</translation>
    </message>
    <message>
        <source>key size sigma must be between 0 and 5, got %1</source>
        <translation>das Sigma der Schlüsselgröße muss zwischen 0 und 5 liegen, erhalten: %1</translation>
    </message>
    <message>
        <source>copy bandwidth must be &gt; 0 bytes/s, got %1</source>
        <translation>die Kopierbandbreite muss &gt; 0 Bytes/s sein, erhalten: %1</translation>
    </message>
    <message>
        <source>version skew needs at least two client groups, got %1</source>
        <translation>die Versionsabweichung braucht mindestens zwei Client-Gruppen, erhalten: %1</translation>
    </message>
    <message>
        <source>client share of &quot;%1&quot; must be ≥ 0, got %2</source>
        <translation>der Client-Anteil von „%1“ muss ≥ 0 sein, erhalten: %2</translation>
    </message>
    <message>
        <source>the client groups&apos; shares add up to 0</source>
        <translation>die Anteile der Client-Gruppen ergeben zusammen 0</translation>
    </message>
    <message>
        <source>write share must be between 0 and 1, got %1</source>
        <translation>der Schreibanteil muss zwischen 0 und 1 liegen, erhalten: %1</translation>
    </message>
    <message>
        <source>the failover simulation follows every key on every node: %1 keys × %2 nodes is over its limit (at most %3 keys and %4 keys × nodes)</source>
        <translation>die Failover-Simulation verfolgt jeden Schlüssel auf jedem Knoten: %1 Schlüssel × %2 Knoten liegen über ihrer Grenze (höchstens %3 Schlüssel und %4 Schlüssel × Knoten)</translation>
    </message>
    <message>
        <source>%1 random inputs of %2 bytes are over the limit of %3 bytes in all</source>
        <translation>%1 Zufallseingaben zu je %2 Bytes überschreiten die Grenze von insgesamt %3 Bytes</translation>
    </message>
    <message>
        <source>key pattern %1 is longer than %2 bytes</source>
        <translation>Schlüsselmuster %1 ist länger als %2 Bytes</translation>
    </message>
    <message>
        <source>key pattern %1 has no {i} placeholder</source>
        <translation>Schlüsselmuster %1 hat keinen Platzhalter {i}</translation>
    </message>
    <message>
        <source>key pattern %1 has %2 {i} placeholders; the limit is %3</source>
        <translation>Schlüsselmuster %1 hat %2 Platzhalter {i}; die Grenze ist %3</translation>
    </message>
    <message>
        <source>the file holds more than %1 keys</source>
        <translation>die Datei enthält mehr als %1 Schlüssel</translation>
    </message>
    <message>
        <source>node id %1 is longer than %2 bytes</source>
        <translation>Knoten-ID %1 ist länger als %2 Bytes</translation>
    </message>
    <message>
        <source>weight of node %1 must be between %2 and %3, got %4</source>
        <translation>Gewicht von Knoten %1 muss zwischen %2 und %3 liegen, ist aber %4</translation>
    </message>
    <message>
        <source>too many nodes: more than %1</source>
        <translation>zu viele Knoten: mehr als %1</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
    <message>
        <source>the nodes file lists no node</source>
        <translation>die Knotendatei nennt keinen Knoten</translation>
    </message>
    <message>
        <source>median value size must be between 1 and %1 bytes, got %2</source>
        <translation>mittlere Wertgröße muss zwischen 1 und %1 Bytes liegen, ist aber %2</translation>
    </message>
    <message>
        <source>%1 %2 does not exist</source>
        <translation>%1 %2 existiert nicht</translation>
    </message>
    <message>
        <source>%1 %2 is a directory</source>
        <translation>%1 %2 ist ein Ordner</translation>
    </message>
    <message>
        <source>%1 %2 is not a regular file</source>
        <translation>%1 %2 ist keine reguläre Datei</translation>
    </message>
    <message>
        <source>cannot read %1 %2: %3</source>
        <translation>%1 %2 kann nicht gelesen werden: %3</translation>
    </message>
    <message>
        <source>line %1 is longer than %2 bytes</source>
        <translation>Zeile %1 ist länger als %2 Bytes</translation>
    </message>
    <message>
        <source>the input is larger than %1 bytes</source>
        <translation>die Eingabe ist größer als %1 Bytes</translation>
    </message>
    <message>
        <source>nodes file</source>
        <translation>Knotendatei</translation>
    </message>
    <message>
        <source>keys file</source>
        <translation>Schlüsseldatei</translation>
    </message>
    <message>
        <source>ketama takes whole-number weights, as libmemcached and twemproxy do: node %1 has weight %2</source>
        <translation>ketama nimmt ganzzahlige Gewichte, wie libmemcached und twemproxy: Knoten %1 hat Gewicht %2</translation>
    </message>
    <message>
        <source>the Maglev table size must be a prime between 2 and %1, as Envoy requires a prime; got %2</source>
        <translation>die Größe der Maglev-Tabelle muss eine Primzahl zwischen 2 und %1 sein, wie Envoy es verlangt; ist aber %2</translation>
    </message>
    <message>
        <source>expected node=value, got %1</source>
        <translation>erwartet Knoten=Wert, erhalten %1</translation>
    </message>
    <message>
        <source>node %1: %2 is not a token (a whole number from -9223372036854775808 to 9223372036854775807)</source>
        <translation>Knoten %1: %2 ist kein Token (eine ganze Zahl von -9223372036854775808 bis 9223372036854775807)</translation>
    </message>
    <message>
        <source>num_tokens must be 1 to %1, as Cassandra allows, got %2</source>
        <translation>num_tokens muss zwischen 1 und %1 liegen, wie Cassandra es erlaubt, ist aber %2</translation>
    </message>
    <message>
        <source>the replication factor must be at least 1, got %1</source>
        <translation>der Replikationsfaktor muss mindestens 1 sein, ist aber %1</translation>
    </message>
    <message>
        <source>replication factor %1 needs at least %1 nodes; there are %2</source>
        <translation>Replikationsfaktor %1 braucht mindestens %1 Knoten; es gibt %2</translation>
    </message>
    <message>
        <source>node %1 has an empty rack name</source>
        <translation>Knoten %1 hat einen leeren Rack-Namen</translation>
    </message>
    <message>
        <source>tokens are given for %1, which is not a node</source>
        <translation>für %1 sind Tokens angegeben, aber das ist kein Knoten</translation>
    </message>
    <message>
        <source>tokens are given twice for node %1</source>
        <translation>für Knoten %1 sind zweimal Tokens angegeben</translation>
    </message>
    <message>
        <source>node %1 is given %2 tokens; a node takes 1 to %3</source>
        <translation>Knoten %1 erhält %2 Tokens; ein Knoten nimmt 1 bis %3</translation>
    </message>
    <message>
        <source>token %1 is given to both %2 and %3; a token belongs to one node</source>
        <translation>Token %1 ist sowohl %2 als auch %3 zugewiesen; ein Token gehört einem Knoten</translation>
    </message>
    <message>
        <source>a rack is given for %1, which is not a node</source>
        <translation>für %1 ist ein Rack angegeben, aber das ist kein Knoten</translation>
    </message>
    <message>
        <source>a rack is given twice for node %1</source>
        <translation>für Knoten %1 ist zweimal ein Rack angegeben</translation>
    </message>
    <message>
        <source>the token ring would hold %1 tokens; the limit is %2</source>
        <translation>der Token-Ring hätte %1 Tokens; die Grenze ist %2</translation>
    </message>
    <message>
        <source>a ring hash size must be 1 to %1, as Envoy allows, got %2</source>
        <translation>eine Ring-Hash-Größe muss zwischen 1 und %1 liegen, wie Envoy es erlaubt, ist aber %2</translation>
    </message>
    <message>
        <source>the minimum ring size (%1) is over the maximum ring size (%2)</source>
        <translation>die minimale Ringgröße (%1) liegt über der maximalen Ringgröße (%2)</translation>
    </message>
    <message>
        <source>a replication factor must be at least 1, got %1</source>
        <translation>ein Replikationsfaktor muss mindestens 1 sein, ist aber %1</translation>
    </message>
    <message>
        <source>the live lab takes 1 to %1 keys, got %2</source>
        <translation>das Live-Labor nimmt 1 bis %1 Schlüssel, erhalten: %2</translation>
    </message>
    <message>
        <source>keys per batch must be 1 to 10000, got %1</source>
        <translation>Schlüssel je Stapel müssen 1 bis 10000 sein, erhalten: %1</translation>
    </message>
    <message>
        <source>values must be at most 1000000 bytes, got %1</source>
        <translation>Werte dürfen höchstens 1000000 Bytes lang sein, erhalten: %1</translation>
    </message>
    <message>
        <source>the request rate must be 0 to 100000000 a second, got %1</source>
        <translation>die Anfragerate muss 0 bis 100000000 pro Sekunde betragen, erhalten: %1</translation>
    </message>
    <message>
        <source>the live fleet has no server</source>
        <translation>die Live-Flotte hat keinen Server</translation>
    </message>
    <message>
        <source>memcached cannot store %1</source>
        <translation>memcached kann Folgendes nicht speichern: %1</translation>
    </message>
    <message>
        <source>the live lab&apos;s keys take more than 4 GB</source>
        <translation>die Schlüssel des Live-Labors belegen mehr als 4 GB</translation>
    </message>
    <message>
        <source>the live lab only uses loopback addresses (127.0.0.0/8 or localhost), got %1</source>
        <translation>das Live-Labor verwendet nur Loopback-Adressen (127.0.0.0/8 oder localhost), erhalten: %1</translation>
    </message>
    <message>
        <source>a server must be HOST:PORT, got %1</source>
        <translation>ein Server muss HOST:PORT sein, erhalten: %1</translation>
    </message>
    <message>
        <source>a port must be 1 to 65535, got %1</source>
        <translation>ein Port muss zwischen 1 und 65535 liegen, erhalten: %1</translation>
    </message>
    <message>
        <source>running</source>
        <translation>läuft</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>angehalten</translation>
    </message>
    <message>
        <source>killed</source>
        <translation>getötet</translation>
    </message>
    <message>
        <source>died</source>
        <translation>abgestürzt</translation>
    </message>
    <message>
        <source>external</source>
        <translation>extern</translation>
    </message>
    <message>
        <source>threads per server must be 1 to 64, got %1</source>
        <translation>Threads je Server müssen 1 bis 64 sein, erhalten: %1</translation>
    </message>
    <message>
        <source>no server %1 in the live fleet</source>
        <translation>kein Server %1 in der Live-Flotte</translation>
    </message>
    <message>
        <source>cannot stop %1: RingLab did not start it</source>
        <translation>%1 kann nicht gestoppt werden: RingLab hat ihn nicht gestartet</translation>
    </message>
    <message>
        <source>cannot stop %1: it is %2</source>
        <translation>%1 kann nicht gestoppt werden: Status %2</translation>
    </message>
    <message>
        <source>cannot kill %1: RingLab did not start it</source>
        <translation>%1 kann nicht beendet werden: RingLab hat ihn nicht gestartet</translation>
    </message>
    <message>
        <source>cannot kill %1: it is %2</source>
        <translation>%1 kann nicht beendet werden: Status %2</translation>
    </message>
    <message>
        <source>cannot restart %1: RingLab did not start it</source>
        <translation>%1 kann nicht neu gestartet werden: RingLab hat ihn nicht gestartet</translation>
    </message>
    <message>
        <source>cannot restart %1: it is running</source>
        <translation>%1 kann nicht neu gestartet werden: er läuft</translation>
    </message>
    <message>
        <source>the rack name %1 of node %2 contains a control character</source>
        <translation>der Rack-Name %1 des Knotens %2 enthält ein Steuerzeichen</translation>
    </message>
    <message>
        <source>the ports from %1 leave room for %2 servers (%1 to 65535), not %3</source>
        <translation>die Ports ab %1 reichen für %2 Server (%1 bis 65535), nicht für %3</translation>
    </message>
    <message>
        <source>memory per server must be %1 to %2 MB (memcached refuses less than twice its 1 MB item size), got %3</source>
        <translation>der Speicher je Server muss %1 bis %2 MB betragen (memcached verweigert weniger als das Doppelte seiner Eintragsgröße von 1 MB), angegeben: %3</translation>
    </message>
    <message>
        <source>%1 ignores weights, and node %2 has weight %3: give every node weight 1, or choose an algorithm that takes weights (ring, rendezvous, ketama, maglev, envoy-ring, cassandra, directory)</source>
        <translation>%1 kennt keine Gewichte, und Knoten %2 hat Gewicht %3: Geben Sie jedem Knoten Gewicht 1 oder wählen Sie einen Algorithmus, der Gewichte nimmt (ring, rendezvous, ketama, maglev, envoy-ring, cassandra, directory)</translation>
    </message>
    <message>
        <source>racks are given, but not for node %1: give every node its rack (Cassandra would put it in rack1)</source>
        <translation>Racks sind angegeben, aber nicht für Knoten %1: Geben Sie jedem Knoten sein Rack (Cassandra stellte ihn in rack1)</translation>
    </message>
    <message>
        <source>a hash tag is two characters, as twemproxy&apos;s hash_tag: the second is missing</source>
        <translation>ein Hash-Tag sind zwei Zeichen, wie twemproxys hash_tag: das zweite fehlt</translation>
    </message>
    <message>
        <source>%1 hashes keys its own way and takes no hash tag (twemproxy&apos;s hash_tag applies to ring, modulo, rendezvous, jump and ketama)</source>
        <translation>%1 hasht Schlüssel auf eigene Weise und nimmt kein Hash-Tag (twemproxys hash_tag gilt für ring, modulo, rendezvous, jump und ketama)</translation>
    </message>
    <message>
        <source>twemproxy&apos;s modula takes whole-number weights, as nutcracker does: node %1 has weight %2</source>
        <translation>twemproxys modula nimmt ganzzahlige Gewichte, wie nutcracker: Knoten %1 hat Gewicht %2</translation>
    </message>
    <message>
        <source>too many nodes leave and join at once: at most %1 in all</source>
        <translation>zu viele Knoten gehen und kommen auf einmal: höchstens %1 insgesamt</translation>
    </message>
    <message>
        <source>slot range %1-%2 of &quot;%3&quot; is not within 0 … %4</source>
        <translation>der Slot-Bereich %1-%2 von „%3“ liegt nicht in 0 … %4</translation>
    </message>
    <message>
        <source>slot %1 has two owners in the slot table (one is &quot;%2&quot;)</source>
        <translation>Slot %1 hat zwei Besitzer in der Slot-Tabelle (einer ist „%2“)</translation>
    </message>
    <message>
        <source>slot %1 has no owner in the slot table: every one of the %2 slots needs one</source>
        <translation>Slot %1 hat keinen Besitzer in der Slot-Tabelle: jeder der %2 Slots braucht einen</translation>
    </message>
    <message>
        <source>no node &quot;%1&quot; to reshard to</source>
        <translation>kein Knoten „%1“, der beim Resharding Slots erhalten könnte</translation>
    </message>
    <message>
        <source>no node &quot;%1&quot; to reshard from</source>
        <translation>kein Knoten „%1“, von dem beim Resharding Slots genommen werden könnten</translation>
    </message>
    <message>
        <source>a reshard moves 1 to %1 slots, not %2</source>
        <translation>ein Resharding verschiebt 1 bis %1 Slots, nicht %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; cannot be both the source and the target of a reshard</source>
        <translation>„%1“ kann beim Resharding nicht zugleich Quelle und Ziel sein</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is named twice as a source of the reshard</source>
        <translation>„%1“ ist zweimal als Quelle des Reshardings genannt</translation>
    </message>
    <message>
        <source>a reshard to &quot;%1&quot; has no other node to take slots from</source>
        <translation>ein Resharding zu „%1“ hat keinen anderen Knoten, von dem es Slots nehmen könnte</translation>
    </message>
    <message>
        <source>node %1: &quot;%2&quot; is not a slot 0 … %3</source>
        <translation>Knoten %1: „%2“ ist kein Slot 0 … %3</translation>
    </message>
    <message>
        <source>expected node=slots, got &quot;%1&quot;</source>
        <translation>erwartet Knoten=Slots, erhalten „%1“</translation>
    </message>
    <message>
        <source>node %1: the slot range &quot;%2&quot; ends before it starts</source>
        <translation>Knoten %1: der Slot-Bereich „%2“ endet, bevor er beginnt</translation>
    </message>
    <message>
        <source>replication-aware token allocation for node %1: its data centre has %2 racks, fewer than the replication factor %3, which Cassandra refuses; put the first %3 nodes in different racks or use random token allocation</source>
        <translation>replikationsbewusste Token-Vergabe für Knoten %1: sein Rechenzentrum hat %2 Racks, weniger als der Replikationsfaktor %3, was Cassandra ablehnt; legen Sie die ersten %3 Knoten in verschiedene Racks oder nutzen Sie zufällige Token-Vergabe</translation>
    </message>
    <message>
        <source>%1 line %2: %3 %4 is not %5</source>
        <translation>%1 Zeile %2: %3 %4 ist nicht %5</translation>
    </message>
    <message>
        <source>%1 line %2: a second data centre %3 after %4; RingLab models one data centre, give one data centre&apos;s nodes</source>
        <translation>%1 Zeile %2: ein zweites Rechenzentrum %3 nach %4; RingLab modelliert ein Rechenzentrum, geben Sie die Knoten eines Rechenzentrums an</translation>
    </message>
    <message>
        <source>%1 line %2: token %3 appears twice</source>
        <translation>%1 Zeile %2: Token %3 kommt zweimal vor</translation>
    </message>
    <message>
        <source>%1: no token line (expected the header Address Rack Status State Load Owns Token, then a line per token)</source>
        <translation>%1: keine Token-Zeile (erwartet: die Kopfzeile Address Rack Status State Load Owns Token, dann eine Zeile je Token)</translation>
    </message>
    <message>
        <source>%1 line %2: node %3 appears twice</source>
        <translation>%1 Zeile %2: Knoten %3 kommt zweimal vor</translation>
    </message>
    <message>
        <source>%1: no node line (expected the header --  Address Load Tokens Owns Host ID Rack, then a line per node)</source>
        <translation>%1: keine Knotenzeile (erwartet: die Kopfzeile --  Address Load Tokens Owns Host ID Rack, dann eine Zeile je Knoten)</translation>
    </message>
    <message>
        <source>nodetool status names %1, which nodetool ring does not</source>
        <translation>nodetool status nennt %1, nodetool ring nicht</translation>
    </message>
    <message>
        <source>node %1 has %2 tokens in nodetool ring but %3 in nodetool status</source>
        <translation>Knoten %1 hat %2 Tokens in nodetool ring, aber %3 in nodetool status</translation>
    </message>
    <message>
        <source>nodetool ring names %1, which nodetool status does not</source>
        <translation>nodetool ring nennt %1, nodetool status nicht</translation>
    </message>
    <message>
        <source>twemproxy&apos;s modula counts its entries in 32 bits: the weights add up to %1, over %2</source>
        <translation>twemproxys modula zählt seine Einträge in 32 Bit: die Gewichte ergeben zusammen %1, mehr als %2</translation>
    </message>
    <message>
        <source>the catalogue compares no client “%1” (expected one of %2)</source>
        <translation>der Katalog vergleicht keinen Client „%1“ (erwartet einer von %2)</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>RingLab: a lab for consistent hashing.</source>
        <translation>RingLab: ein Labor für konsistentes Hashing.</translation>
    </message>
    <message>
        <source>Open this scenario file.</source>
        <translation>Diese Szenario-Datei öffnen.</translation>
    </message>
    <message>
        <source>Render the window to a PNG file and exit.</source>
        <translation>Das Fenster in eine PNG-Datei zeichnen und beenden.</translation>
    </message>
    <message>
        <source>Present this lesson: a built-in lesson&apos;s id or a lesson file.</source>
        <translation>Diese Lektion vorführen: die ID einer eingebauten Lektion oder eine Lektionsdatei.</translation>
    </message>
    <message>
        <source>Start the lesson at this scene (from 1).</source>
        <translation>Die Lektion bei dieser Szene beginnen (ab 1).</translation>
    </message>
    <message>
        <source>Language: en, de or fr.</source>
        <translation>Sprache: en, de oder fr.</translation>
    </message>
    <message>
        <source>With --screenshot: the window&apos;s size, e.g. 1280x720.</source>
        <translation>Mit --screenshot: die Fenstergröße, z. B. 1280x720.</translation>
    </message>
    <message>
        <source>Colours: light, dark or high-contrast.</source>
        <translation>Farben: light, dark oder high-contrast.</translation>
    </message>
</context>
<context>
    <name>ringlab::LabModel</name>
    <message>
        <source>The key file %1 holds no key.</source>
        <translation>Die Schlüsseldatei %1 enthält keinen Schlüssel.</translation>
    </message>
    <message>
        <source>Add %1</source>
        <translation>%1 hinzufügen</translation>
    </message>
    <message>
        <source>There is no node “%1”.</source>
        <translation>Es gibt keinen Knoten „%1“.</translation>
    </message>
    <message>
        <source>The last node cannot be removed: a lab needs at least one.</source>
        <translation>Der letzte Knoten kann nicht entfernt werden: Ein Labor braucht mindestens einen.</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>%1 entfernen</translation>
    </message>
    <message>
        <source>Rename %1 to %2</source>
        <translation>%1 in %2 umbenennen</translation>
    </message>
    <message>
        <source>Set weight of %1 to %2</source>
        <translation>Gewicht von %1 auf %2 setzen</translation>
    </message>
    <message>
        <source>Algorithm %1</source>
        <translation>Algorithmus %1</translation>
    </message>
    <message>
        <source>Hash %1</source>
        <translation>Hash %1</translation>
    </message>
    <message>
        <source>Replicas %1</source>
        <translation>Replikate %1</translation>
    </message>
    <message>
        <source>Keys %1, %L2</source>
        <translation>Schlüssel %1, %L2</translation>
    </message>
    <message>
        <source>Keys from %1</source>
        <translation>Schlüssel aus %1</translation>
    </message>
    <message>
        <source>Compare with %1</source>
        <translation>Mit %1 vergleichen</translation>
    </message>
    <message>
        <source>Stop comparing</source>
        <translation>Vergleich beenden</translation>
    </message>
    <message>
        <source>undoing “%1”</source>
        <translation>dem Rückgängigmachen von „%1“</translation>
    </message>
    <message>
        <source>redoing “%1”</source>
        <translation>dem Wiederholen von „%1“</translation>
    </message>
    <message>
        <source>adding %1</source>
        <translation>dem Hinzufügen von %1</translation>
    </message>
    <message>
        <source>removing %1</source>
        <translation>dem Entfernen von %1</translation>
    </message>
    <message>
        <source>renaming %1 to %2</source>
        <translation>dem Umbenennen von %1 in %2</translation>
    </message>
    <message>
        <source>setting the weight of %1 to %2</source>
        <translation>dem Setzen des Gewichts von %1 auf %2</translation>
    </message>
    <message>
        <source>switching to %1</source>
        <translation>dem Wechsel zu %1</translation>
    </message>
    <message>
        <source>switching the hash to %1</source>
        <translation>dem Wechsel des Hashes zu %1</translation>
    </message>
    <message>
        <source>setting replicas to %1</source>
        <translation>dem Setzen der Replikate auf %1</translation>
    </message>
    <message>
        <source>, then </source>
        <translation>, dann </translation>
    </message>
    <message>
        <source>The key file %1: %2</source>
        <translation>Schlüsseldatei %1: %2</translation>
    </message>
    <message>
        <source>Ketama dialect %1</source>
        <translation>Ketama-Dialekt %1</translation>
    </message>
    <message>
        <source>switching ketama to %1</source>
        <translation>dem Wechsel des ketama-Dialekts zu %1</translation>
    </message>
    <message>
        <source>Maglev table %L1</source>
        <translation>Maglev-Tabelle %L1</translation>
    </message>
    <message>
        <source>setting the Maglev table to %L1 slots</source>
        <translation>dem Setzen der Maglev-Tabelle auf %L1 Slots</translation>
    </message>
    <message>
        <source>Minimum ring size %L1</source>
        <translation>Minimale Ringgröße %L1</translation>
    </message>
    <message>
        <source>setting the minimum ring size to %L1</source>
        <translation>dem Setzen der minimalen Ringgröße auf %L1</translation>
    </message>
    <message>
        <source>num_tokens %L1</source>
        <translation>num_tokens %L1</translation>
    </message>
    <message>
        <source>setting num_tokens to %L1</source>
        <translation>dem Setzen von num_tokens auf %L1</translation>
    </message>
    <message>
        <source>Replication factor %L1</source>
        <translation>Replikationsfaktor %L1</translation>
    </message>
    <message>
        <source>setting the replication factor to %L1</source>
        <translation>Replikationsfaktor auf %L1 setzen</translation>
    </message>
    <message>
        <source>A rack name takes at most %L1 bytes; “%2” has %L3.</source>
        <translation>Ein Rack-Name hat höchstens %L1 Bytes; „%2“ hat %L3.</translation>
    </message>
    <message>
        <source>A rack name cannot hold “,”, “;” or “=”: they separate racks in scenario files and on the command line.</source>
        <translation>Ein Rack-Name darf weder „,“ noch „;“ noch „=“ enthalten: Sie trennen Racks in Szenariodateien und auf der Kommandozeile.</translation>
    </message>
    <message>
        <source>Rack of %1: %2</source>
        <translation>Rack von %1: %2</translation>
    </message>
    <message>
        <source>moving %1 to rack %2</source>
        <translation>%1 in Rack %2 verschieben</translation>
    </message>
    <message>
        <source>First reveal how many keys %1 moves.</source>
        <translation>Erst auflösen, wie viele Schlüssel %1 verschiebt.</translation>
    </message>
    <message>
        <source>the start</source>
        <translation>den Anfang</translation>
    </message>
    <message>
        <source>“%1”</source>
        <translation>„%1“</translation>
    </message>
    <message>
        <source>going back one step to %1</source>
        <translation>dem Sprung einen Schritt zurück auf %1</translation>
    </message>
    <message>
        <source>going forward one step to %1</source>
        <translation>dem Sprung einen Schritt vor auf %1</translation>
    </message>
    <message>
        <source>going back %L1 steps to %2</source>
        <translation>dem Sprung %L1 Schritte zurück auf %2</translation>
    </message>
    <message>
        <source>going forward %L1 steps to %2</source>
        <translation>dem Sprung %L1 Schritte vor auf %2</translation>
    </message>
    <message>
        <source>twemproxy hash %1</source>
        <translation>twemproxy-Hash %1</translation>
    </message>
    <message>
        <source>switching twemproxy&apos;s hash to %1</source>
        <translation>dem Wechsel des twemproxy-Hashs zu %1</translation>
    </message>
    <message>
        <source>Token allocation %1</source>
        <translation>Token-Vergabe %1</translation>
    </message>
    <message>
        <source>allocating tokens %1</source>
        <translation>beim Vergeben der Tokens (%1)</translation>
    </message>
</context>
<context>
    <name>ringlab::NodeTableModel</name>
    <message>
        <source>Node</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>Gewicht</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <source>Share of keys over share of weight; the article asks for at most 120 %.</source>
        <translation>Schlüsselanteil geteilt durch Gewichtsanteil; der Artikel verlangt höchstens 120 %.</translation>
    </message>
    <message>
        <source>The weight of %1 must be a number, not “%2”.</source>
        <translation>Das Gewicht von %1 muss eine Zahl sein, nicht „%2“.</translation>
    </message>
    <message>
        <source>The node&apos;s rack (double-click to change it). With racks given, replicas go to distinct racks first (NetworkTopologyStrategy); without, to the next distinct nodes clockwise (SimpleStrategy).</source>
        <translation>Das Rack des Knotens (Doppelklick zum Ändern). Mit Racks gehen Replikate zuerst in verschiedene Racks (NetworkTopologyStrategy), ohne an die nächsten verschiedenen Knoten im Uhrzeigersinn (SimpleStrategy).</translation>
    </message>
    <message>
        <source>As nodetool status reports for a keyspace: the share of the token space the node holds a replica of, with the replication factor. The column adds up to the replication factor × 100 %.</source>
        <translation>Wie nodetool status für einen Keyspace: der Anteil des Tokenraums, von dem der Knoten ein Replikat hält, mit dem Replikationsfaktor. Die Spalte ergibt zusammen Replikationsfaktor × 100 %.</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Tokens</translation>
    </message>
    <message>
        <source>Ring
points</source>
        <translation>Ring-
punkte</translation>
    </message>
    <message>
        <source>Key
space</source>
        <translation>Schlüssel-
raum</translation>
    </message>
    <message>
        <source>Of fair
share</source>
        <translation>% fair</translation>
    </message>
    <message>
        <source>Rack</source>
        <translation>Rack</translation>
    </message>
    <message>
        <source>Owns
(effective)</source>
        <translation>Besitzt
(effektiv)</translation>
    </message>
</context>
<context>
    <name>ringlab::SessionOption</name>
    <message>
        <source>Cannot save the settings to %1</source>
        <translation>Die Einstellungen lassen sich nicht in %1 speichern</translation>
    </message>
</context>
<context>
    <name>ringlab::ui::AddNodeDialog</name>
    <message>
        <source>Add node</source>
        <translation>Knoten hinzufügen</translation>
    </message>
    <message>
        <source>Relative to the other nodes&apos; weights: a node of weight 2 should carry twice the keys of a node of weight 1</source>
        <translation>Relativ zu den Gewichten der anderen Knoten: Ein Knoten mit Gewicht 2 soll doppelt so viele Schlüssel tragen wie einer mit Gewicht 1</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>&amp;Weight:</source>
        <translation>&amp;Gewicht:</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <source>Add node…</source>
        <translation>Knoten hinzufügen…</translation>
    </message>
    <message>
        <source>Adds a node with the name and weight you give</source>
        <translation>Fügt einen Knoten mit dem angegebenen Namen und Gewicht hinzu</translation>
    </message>
</context>
<context>
    <name>ringlab::ui::AllAlgorithmsPanel</name>
    <message>
        <source>Measuring every algorithm on this change… %1</source>
        <translation>Jeder Algorithmus wird an dieser Änderung gemessen … %1</translation>
    </message>
    <message>
        <source>Copy table</source>
        <translation>Tabelle kopieren</translation>
    </message>
    <message>
        <source>Copies the table as tab-separated text, for a spreadsheet or a slide</source>
        <translation>Kopiert die Tabelle als tabulatorgetrennten Text, für eine Tabellenkalkulation oder eine Folie</translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation>Algorithmus</translation>
    </message>
    <message>
        <source>Key hash</source>
        <translation>Schlüssel-Hash</translation>
    </message>
    <message>
        <source>Moved</source>
        <translation>Verschoben</translation>
    </message>
    <message>
        <source>Least
possible</source>
        <translation>Kleinst-
möglich</translation>
    </message>
    <message>
        <source>Relative
std-dev</source>
        <translation>Relative
Std.-Abw.</translation>
    </message>
    <message>
        <source>Peak/fair</source>
        <translation>Spitze/fair</translation>
    </message>
    <message>
        <source>Min/fair</source>
        <translation>Min./fair</translation>
    </message>
    <message>
        <source>Lookup</source>
        <translation>Nachschlagen</translation>
    </message>
    <message>
        <source>Keys the change moved, as the counter says for the lab&apos;s algorithm</source>
        <translation>Die Schlüssel, die die Änderung bewegt hat, wie der Zähler sie für den Algorithmus des Labors nennt</translation>
    </message>
    <message>
        <source>The fewest keys any placement must move to reach these loads</source>
        <translation>Die wenigsten Schlüssel, die jede Platzierung bewegen muss, um diese Lasten zu erreichen</translation>
    </message>
    <message>
        <source>Hash and owner of one key, best of %1 rounds over the first %L2 keys, on this machine now</source>
        <translation>Hash und Besitzer eines Schlüssels, bester von %1 Durchläufen über die ersten %L2 Schlüssel, auf dieser Maschine jetzt</translation>
    </message>
    <message>
        <source>Waiting for the lab&apos;s result…</source>
        <translation>Warten auf das Ergebnis des Labors …</translation>
    </message>
    <message>
        <source>%1 under every algorithm: %2 → %3 members, %4 keys</source>
        <translation>%1 unter jedem Algorithmus: %2 → %3 Mitglieder, %4 Schlüssel</translation>
    </message>
    <message>
        <source>No change of members to measure: the balance of %1 members under every algorithm, %2 keys</source>
        <translation>Keine Änderung der Mitglieder zu messen: die Balance von %1 Mitgliedern unter jedem Algorithmus, %2 Schlüssel</translation>
    </message>
    <message>
        <source>refused: %1</source>
        <translation>abgelehnt: %1</translation>
    </message>
    <message>
        <source>%1 ns</source>
        <translation>%1 ns</translation>
    </message>
</context>
<context>
    <name>ringlab::ui::AskFirst</name>
    <message>
        <source>Ask first</source>
        <translation>Erst fragen</translation>
    </message>
    <message>
        <source>Ask &amp;first</source>
        <translation>&amp;Erst fragen</translation>
    </message>
    <message>
        <source>Before a change is made, ask how many keys it will move; show the guess beside the truth after the animation</source>
        <translation>Vor jeder Änderung fragen, wie viele Schlüssel sie verschiebt; nach der Animation die Schätzung neben der Wahrheit zeigen</translation>
    </message>
    <message>
        <source>Cancel the change</source>
        <translation>Änderung verwerfen</translation>
    </message>
    <message>
        <source>Reveal</source>
        <translation>Auflösen</translation>
    </message>
    <message>
        <source>Locks the guess in, then makes the change (Enter)</source>
        <translation>Legt die Schätzung fest und nimmt dann die Änderung vor (Eingabe)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>How many of the %1 keys will move after %2?</source>
        <translation>Wie viele der %1 Schlüssel wandern nach %2?</translation>
    </message>
    <message>
        <source>?</source>
        <translation>?</translation>
    </message>
    <message>
        <source>%1 · %2 keys</source>
        <translation>%1 · %2 Schlüssel</translation>
    </message>
    <message>
        <source>After %1:</source>
        <translation>Nach %1:</translation>
    </message>
</context>
<context>
    <name>ringlab::ui::AvalancheHeatMap</name>
    <message>
        <source>PASS</source>
        <translation>BESTANDEN</translation>
    </message>
    <message>
        <source>FAIL</source>
        <translation>DURCHGEFALLEN</translation>
    </message>
    <message>
        <source>TOO FEW INPUTS</source>
        <translation>ZU WENIGE EINGABEN</translation>
    </message>
    <message>
        <source>Avalanche of %1</source>
        <translation>Lawineneffekt von %1</translation>
    </message>
    <message>
        <source>✓ PASS</source>
        <translation>✓ BESTANDEN</translation>
    </message>
    <message>
        <source>under SMHasher&apos;s %1 limit</source>
        <translation>unter der SMHasher-Grenze von %1</translation>
    </message>
    <message>
        <source>✗ FAIL</source>
        <translation>✗ DURCHGEFALLEN</translation>
    </message>
    <message>
        <source>over SMHasher&apos;s %1 limit</source>
        <translation>über der SMHasher-Grenze von %1</translation>
    </message>
    <message>
        <source>? TOO FEW INPUTS</source>
        <translation>? ZU WENIGE EINGABEN</translation>
    </message>
    <message>
        <source>chance alone reaches %1 with so few inputs; SMHasher hashes %2</source>
        <translation>bei so wenigen Eingaben erreicht schon der Zufall %1; SMHasher hasht %2</translation>
    </message>
    <message>
        <source>computing…</source>
        <translation>wird berechnet…</translation>
    </message>
    <message>
        <source>flipping every bit of every input</source>
        <translation>jedes Bit jeder Eingabe wird gekippt</translation>
    </message>
    <message>
        <source>…</source>
        <translation>…</translation>
    </message>
    <message>
        <source>–</source>
        <translation>–</translation>
    </message>
    <message>
        <source>worst bias</source>
        <translation>größter Bias</translation>
    </message>
    <message>
        <source>mean bias</source>
        <translation>mittlerer Bias</translation>
    </message>
    <message>
        <source>input bit (8 per byte)</source>
        <translation>Eingabebit (8 pro Byte)</translation>
    </message>
    <message>
        <source>input bit</source>
        <translation>Eingabebit</translation>
    </message>
    <message>
        <source>output bit</source>
        <translation>Ausgabebit</translation>
    </message>
    <message>
        <source>computing %1 …</source>
        <translation>%1 wird berechnet …</translation>
    </message>
    <message>
        <source>no map</source>
        <translation>keine Heatmap</translation>
    </message>
    <message>
        <source>no analysis yet</source>
        <translation>noch keine Analyse</translation>
    </message>
    <message>
        <source>how often the output bit flips</source>
        <translation>wie oft das Ausgabebit kippt</translation>
    </message>
    <message>
        <source>output bit flips</source>
        <translation>Ausgabebit kippt</translation>
    </message>
    <message>
        <source>0: never</source>
        <translation>0: nie</translation>
    </message>
    <message>
        <source>0.5: ideal</source>
        <translation>0,5: ideal</translation>
    </message>
    <message>
        <source>1: always</source>
        <translation>1: immer</translation>
    </message>
    <message>
        <source>never</source>
        <translation>nie</translation>
    </message>
    <message>
        <source>ideal</source>
        <translation>ideal</translation>
    </message>
    <message>
        <source>always</source>
        <translation>immer</translation>
    </message>
    <message>
        <source>0</source>
        <translation>0</translation>
    </message>
    <message>
        <source>0.5</source>
        <translation>0,5</translation>
    </message>
    <message>
        <source>1</source>
        <translation>1</translation>
    </message>
    <message>
        <source>Input bit %1 (byte %2, bit %3) → output bit %4
flipped it in %5 of %6 inputs (%7); bias %8</source>
        <translation>Eingabebit %1 (Byte %2, Bit %3) → Ausgabebit %4
kippte es bei %5 von %6 Eingaben (%7); Bias %8</translation>
    </message>
</context>
<context>
    <name>ringlab::ui::AvalanchePanel</name>
    <message>
        <source>%1 random %2-byte inputs, seed %3</source>
        <translation>%1 zufällige %2-Byte-Eingaben, Startwert %3</translation>
    </message>
    <message>
        <source>the label %1#0</source>
        <translation>der Bezeichner %1#0</translation>
    </message>
    <message>
        <source>%1 labels %2#0 … %2#%3</source>
        <translation>%1 Bezeichner %2#0 … %2#%3</translation>
    </message>
    <message>
        <source>Random 16-byte keys (SMHasher)</source>
        <translation>Zufällige 16-Byte-Schlüssel (SMHasher)</translation>
    </message>
    <message>
        <source>Virtual-node labels</source>
        <translation>Bezeichner virtueller Knoten</translation>
    </message>
    <message>
        <source>Random keys measure the hash; labels such as cache-01#0, cache-01#1, … are what a ring hashes and differ only in their last bytes</source>
        <translation>Zufällige Schlüssel messen den Hash; Bezeichner wie cache-01#0, cache-01#1, … hasht ein Ring wirklich, und sie unterscheiden sich nur in den letzten Bytes</translation>
    </message>
    <message>
        <source>SMHasher hashes 300,000 keys: with fewer, chance alone shows a larger bias</source>
        <translation>SMHasher hasht 300.000 Schlüssel: Mit weniger zeigt schon der Zufall einen größeren Bias</translation>
    </message>
    <message>
        <source>Inputs</source>
        <translation>Eingaben</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Startwert</translation>
    </message>
    <message>
        <source>Node id</source>
        <translation>Knoten-ID</translation>
    </message>
    <message>
        <source>Hash of the left map</source>
        <translation>Hash der linken Heatmap</translation>
    </message>
    <message>
        <source>Hash of the right map</source>
        <translation>Hash der rechten Heatmap</translation>
    </message>
    <message>
        <source>Left hash</source>
        <translation>Linker Hash</translation>
    </message>
    <message>
        <source>Right hash</source>
        <translation>Rechter Hash</translation>
    </message>
    <message>
        <source>Avalanche: %1 and %2</source>
        <translation>Lawineneffekt: %1 und %2</translation>
    </message>
</context>
<context>
    <name>ringlab::ui::BitFlipPanel</name>
    <message>
        <source>Any text; its UTF-8 bytes are hashed</source>
        <translation>Beliebiger Text; gehasht werden seine UTF-8-Bytes</translation>
    </message>
    <message>
        <source>Input bit i is bit i mod 8 (0 = lowest) of byte i / 8; or click a bit of the key</source>
        <translation>Eingabebit i ist Bit i mod 8 (0 = niedrigstes) von Byte i / 8; oder ein Bit des Schlüssels anklicken</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <source>Flip input bit</source>
        <translation>Eingabebit kippen</translation>
    </message>
    <message>
        <source>= byte %1, bit %2</source>
        <translation>= Byte %1, Bit %2</translation>
    </message>
</context>
<context>
    <name>ringlab::ui::BitFlipView</name>
    <message>
        <source>Type a key of at least one character.</source>
        <translation>Einen Schlüssel mit mindestens einem Zeichen eingeben.</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>One bit of %1 flipped</source>
        <translation>Ein Bit von %1 gekippt</translation>
    </message>
    <message>
        <source>ideal: 16 of 32 output bits change</source>
        <translation>ideal: 16 von 32 Ausgabebits ändern sich</translation>
    </message>
    <message>
        <source>key</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>flipping input bit %1 (byte %2, bit %3) turns</source>
        <translation>Kippen von Eingabebit %1 (Byte %2, Bit %3) verwandelt</translation>
    </message>
    <message>
        <source>into</source>
        <translation>in</translation>
    </message>
    <message>
        <source>bit 31</source>
        <translation>Bit 31</translation>
    </message>
    <message>
        <source>bit 0</source>
        <translation>Bit 0</translation>
    </message>
    <message>
        <source>before (upper) · after (lower)</source>
        <translation>vorher (oben) · nachher (unten)</translation>
    </message>
    <message>
        <source>before</source>
        <translation>vorher</translation>
    </message>
    <message>
        <source>after</source>
        <translation>nachher</translation>
    </message>
    <message>
        <source>changed (16 is ideal)</source>
        <translation>geändert (16 ist ideal)</translation>
    </message>
    <message>
        <source>changed</source>
        <translation>geändert</translation>
    </message>
    <message>
        <source>Input bit %1 (byte %2, bit %3): click to flip it</source>
        <translation>Eingabebit %1 (Byte %2, Bit %3): zum Kippen klicken</translation>
    </message>
</context>
<context>
    <name>ringlab::ui::BucketView</name>
    <message>
        <source>%1k</source>
        <translation>%1k</translation>
    </message>
    <message>
        <source>%1M</source>
        <translation>%1M</translation>
    </message>
    <message>
        <source>RingLab buckets: %1</source>
        <translation>RingLab-Buckets: %1</translation>
    </message>
    <message>
        <source>RingLab buckets</source>
        <translation>RingLab-Buckets</translation>
    </message>
    <message>
        <source>%1 … %2: %3 … %4</source>
        <translation>%1 … %2: %3 … %4</translation>
    </message>
    <message>
        <source>each dot: one of %1 sampled keys</source>
        <translation>jeder Punkt: einer von %1 Stichproben-Schlüsseln</translation>
    </message>
    <message>
        <source>dashed line and 100 %: fair share</source>
        <translation>gestrichelte Linie und 100 %: fairer Anteil</translation>
    </message>
    <message>
        <source>%1 keys</source>
        <translation>%1 Schlüssel</translation>
    </message>
    <message>
        <source>%1 of fair</source>
        <translation>%1 des fairen Anteils</translation>
    </message>
    <message>
        <source>removed</source>
        <translation>entfernt</translation>
    </message>
    <message>
        <source>Computing…</source>
        <translation>Wird berechnet…</translation>
    </message>
    <message>
        <source>%1 members: too many for a bucket each at this width. The load chart counts them by their % of fair share; the ring shows which keys move.</source>
        <translation>%1 Knoten: zu viele für je einen Bucket bei dieser Breite. Das Lastdiagramm zählt sie nach ihrem Prozentsatz des fairen Anteils; der Ring zeigt, welche Schlüssel wandern.</translation>
    </message>
</context>
<context>
    <name>ringlab::ui::EcommerceTab</name>
    <message>
        <source>The article&apos;s system: 40,000 requests/s over 25,000,000 keys at a 94 % hit rate, 64 GB and 16 GB nodes growing from 8 to 12 before a sale, then one node lost. Which algorithm meets all five requirements?</source>
        <translation>Das System des Artikels: 40.000 Anfragen/s auf 25.000.000 Schlüssel bei 94 % Trefferquote, Knoten mit 64 GB und 16 GB, die vor einem Sale von 8 auf 12 wachsen, dann fällt ein Knoten aus. Welcher Algorithmus erfüllt alle fünf Anforderungen?</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <source>Keys session:user:{i}</source>
        <translation>Schlüssel session:user:{i}</translation>
    </message>
    <message>
        <source>Requests/s</source>
        <translation>Anfragen/s</translation>
    </message>
    <message>
        <source>Peak reads per second</source>
        <translation>Spitze der Lesezugriffe pro Sekunde</translation>
    </message>
    <message>
        <source>Hit rate</source>
        <translation>Trefferquote</translation>
    </message>
    <message>
        <source>Cache hit rate before the change</source>
        <translation>Cache-Trefferquote vor der Änderung</translation>
    </message>
    <message>
        <source>Load limit</source>
        <translation>Lastgrenze</translation>
    </message>
    <message>
        <source> % of fair</source>
        <translation> % des fairen Anteils</translation>
    </message>
    <message>
        <source>Requirement 3: no node above this share of its fair load</source>
        <translation>Anforderung 3: kein Knoten über diesem Anteil seiner fairen Last</translation>
    </message>
    <message>
        <source>Miss-storm factor</source>
        <translation>Miss-Sturm-Faktor</translation>
    </message>
    <message>
        <source>✓ yes</source>
        <translation>✓ ja</translation>
    </message>
    <message>
        <source>✗ no</source>
        <translation>✗ nein</translation>
    </message>
    <message>
        <source>keys</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <source>database reads before</source>
        <translation>DB-Lesezugriffe vorher</translation>
    </message>
    <message>
        <source>%1/s</source>
        <translation>%1/s</translation>
    </message>
    <message>
        <source>meets all five</source>
        <translation>erfüllt alle fünf</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>engine time</source>
        <translation>Rechenzeit</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>DB reads/s during growth</source>
        <translation>DB-Lesezugriffe/s beim Wachstum</translation>
    </message>
    <message>
        <source>DB reads/s after a loss</source>
        <translation>DB-Lesezugriffe/s nach Ausfall</translation>
    </message>
    <message>
        <source>Peak load, % of fair (before or after)</source>
        <translation>Spitzenlast, % des fairen Anteils (vorher oder nachher)</translation>
    </message>
    <message>
        <source> × ideal</source>
        <translation> × ideal</translation>
    </message>
    <message>
        <source>Requirements 1 and 2 hold while the keys moved stay within this many times the ideal for a balanced result (the share of weight that changes hands)</source>
        <translation>Anforderungen 1 und 2 gelten, solange die verschobenen Schlüssel höchstens so viele Male den Idealwert für ein ausgeglichenes Ergebnis betragen (den Anteil des Gewichts, der den Besitzer wechselt)</translation>
    </message>
</context>
<context>
    <name>ringlab::ui::ExperimentChart</name>
    <message>
        <source>Select an experiment and press Run</source>
        <translation>Ein Experiment auswählen und ausführen</translation>
    </message>
    <message>
        <source>not run yet</source>
        <translation>noch nicht ausgeführt</translation>
    </message>
    <message>
        <source>virtual nodes per member (replicas)</source>
        <translation>virtuelle Knoten pro Knoten (Replikate)</translation>
    </message>
    <message>
        <source>relative std-dev of load (%1)</source>
        <translation>relative Standardabweichung der Last (%1)</translation>
    </message>
    <message>
        <source>article</source>
        <translation>Artikel</translation>
    </message>
    <message>
        <source>RingLab</source>
        <translation>RingLab</translation>
    </message>
    <message>
        <source>theory</source>
        <translation>Theorie</translation>
    </message>
    <message>
        <source>Experiments</source>
        <translation>Experimente</translation>
    </message>
</context>
<context>
    <name>ringlab::ui::ExperimentsPanel</name>
    <message>
        <source>matches</source>
        <translation>stimmt</translation>
    </message>
    <message>
        <source>differs</source>
        <translation>weicht ab</translation>
    </message>
    <message>
        <source>indicative</source>
        <translation>Richtwert</translation>
    </message>
    <message>
        <source>Run all</source>
        <translation>Alle ausführen</translation>
    </message>
    <message>
        <source>Run selected</source>
        <translation>Auswahl ausführen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Export chart…</source>
        <translation>Diagramm exportieren…</translation>
    </message>
    <message>
        <source>Reproduce every figure of the article and the blog post</source>
        <translation>Jede Zahl aus dem Artikel und dem Blogbeitrag nachmessen</translation>
    </message>
    <message>
        <source>Run the selected rows only</source>
        <translation>Nur die ausgewählten Zeilen ausführen</translation>
    </message>
    <message>
        <source>Experiment</source>
        <translation>Experiment</translation>
    </message>
    <message>
        <source>Claim</source>
        <translation>Aussage</translation>
    </message>
    <message>
        <source>Article</source>
        <translation>Artikel</translation>
    </message>
    <message>
        <source>RingLab</source>
        <translation>RingLab</translation>
    </message>
    <message>
        <source>Theory</source>
        <translation>Theorie</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Bewertung</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Anmerkung</translation>
    </message>
    <message>
        <source>Running…</source>
        <translation>Läuft…</translation>
    </message>
    <message>
        <source>Each row is one claim of the article (or of the blog post) with the article&apos;s figure, RingLab&apos;s measurement on the same setup and what theory expects. Select a row to see its chart and setup.</source>
        <translation>Jede Zeile ist eine Aussage des Artikels (oder des Blogbeitrags) mit der Zahl aus dem Artikel, der Messung von RingLab im selben Aufbau und dem, was die Theorie erwartet. Eine Zeile auswählen, um Diagramm und Aufbau zu sehen.</translation>
    </message>
    <message>
        <source>Setup:</source>
        <translation>Aufbau:</translation>
    </message>
    <message>
        <source>Not run yet</source>
        <translation>Noch nicht ausgeführt</translation>
    </message>
    <message>
        <source>Running… %1 of %2</source>
        <translation>Läuft… %1 von %2</translation>
    </message>
    <message>
        <source>%1 match · %2 differ · %3 indicative</source>
        <translation>%1 stimmen · %2 weichen ab · %3 Richtwerte</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>experiments</source>
        <translation>experimente</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg)</source>
        <translation>PNG-Bild (*.png);;SVG-Zeichnung (*.svg)</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>Export nicht möglich</translation>
    </message>
    <message>
        <source>stopped: %1</source>
        <translation>abgebrochen: %1</translation>
    </message>
</context>
<context>
    <name>ringlab::ui::FailoverTab</name>
    <message>
        <source>The article&apos;s ShardedCache: a failing node leaves the ring and its keys fail over to the next node clockwise, where they are ordinary misses.</source>
        <translation>Der ShardedCache des Artikels: Ein ausfallender Knoten verlässt den Ring, und seine Schlüssel gehen per Failover an den nächsten Knoten im Uhrzeigersinn, wo sie gewöhnliche Cache-Misses sind.</translation>
    </message>
    <message>
        <source>Press Run to simulate</source>
        <translation>Zum Simulieren „Starten“ drücken</translation>
    </message>
    <message>
        <source>%1 (%2 of %3)</source>
        <translation>%1 (%2 von %3)</translation>
    </message>
    <message>
        <source>misses, whole run</source>
        <translation>Cache-Misses, ganzer Lauf</translation>
    </message>
    <message>
        <source>hard failures</source>
        <translation>harte Ausfälle</translation>
    </message>
    <message>
        <source>keys remapped</source>
        <translation>verschobene Schlüssel</translation>
    </message>
    <message>
        <source>peak database reads</source>
        <translation>DB-Lesezugriffe (Spitze)</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>keys per node</source>
        <translation>Schlüssel pro Knoten</translation>
    </message>
    <message>
        <source>misses after %1 %2</source>
        <translation>Cache-Misses nach „%1 %2“</translation>
    </message>
    <message>
        <source>healthy</source>
        <translation>gesund</translation>
    </message>
    <message>
        <source>hard failures, whole run</source>
        <translation>harte Ausfälle, ganzer Lauf</translation>
    </message>
</context>
<context>
    <name>ringlab::ui::FlappingTab</name>
    <message>
        <source>A node that drops out and comes back again and again. Left: the article&apos;s fixed penalty (every flap moves 1/N of the keys). Right: K failures in a window, exponential backoff and a health check.</source>
        <translation>Ein Knoten, der immer wieder ausfällt und zurückkommt. Links: die feste Strafzeit des Artikels (jedes Flattern verschiebt 1/N der Schlüssel). Rechts: K Fehler in einem Zeitfenster, exponentielles Backoff und eine Gesundheitsprüfung.</translation>
    </message>
    <message>
        <source>Press Run to simulate</source>
        <translation>Zum Simulieren „Starten“ drücken</translation>
    </message>
    <message>
        <source>fixed penalty</source>
        <translation>feste Strafzeit</translation>
    </message>
    <message>
        <source>policy</source>
        <translation>Strategie</translation>
    </message>
    <message>
        <source>%1: ring changes</source>
        <translation>%1: Ringänderungen</translation>
    </message>
    <message>
        <source>%1: keys remapped</source>
        <translation>%1: verschobene Schlüssel</translation>
    </message>
    <message>
        <source>%1: misses</source>
        <translation>%1: Cache-Misses</translation>
    </message>
    <message>
        <source>%1: peak database reads</source>
        <translation>%1: DB-Lesezugriffe (Spitze)</translation>
    </message>
    <message>
        <source>%1: database reads, mean</source>
        <translation>%1: DB-Lesezugriffe (Mittel)</translation>
    </message>
</context>
<context>
    <name>ringlab::ui::GuessAnswer</name>
    <message>
        <source>%1 (%2 keys)</source>
        <translation>%1 (%2 Schlüssel)</translation>
    </message>
    <message>
        <source>%1 keys (%2)</source>
        <translation>%1 Schlüssel (%2)</translation>
    </message>
    <message>
        <source>%1 of its fair share</source>
        <translation>%1 seines fairen Anteils</translation>
    </message>
    <message>
        <source>%1 keys</source>
        <translation>%1 Schlüssel</translation>
    </message>
    <message>
        <source>%1 of the keys</source>
        <translation>%1 der Schlüssel</translation>
    </message>
    <message>
        <source>The lab has no figure for this question.</source>
        <translation>Das Labor hat für diese Frage keinen Wert.</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>The answer: %1. Measured: %2.</source>
        <translation>Die Antwort: %1. Gemessen: %2.</translation>
    </message>
    <message>
        <source>Your answer %1 is right. Measured: %2.</source>
        <translation>Eure Antwort %1 ist richtig. Gemessen: %2.</translation>
    </message>
    <message>
        <source>Your answer: %1. The right one: %2. Measured: %3.</source>
        <translation>Eure Antwort: %1. Richtig ist: %2. Gemessen: %3.</translation>
    </message>
    <message>
        <source>The truth: %1.</source>
        <translation>Die Wahrheit: %1.</translation>
    </message>
    <message>
        <source>spot on!</source>
        <translation>genau getroffen!</translation>
    </message>
    <message>
        <source>off by %1 percentage points</source>
        <translation>um %1 Prozentpunkte daneben</translation>
    </message>
    <message>
        <source>off by %1 keys</source>
        <translation>um %1 Schlüssel daneben</translation>
    </message>
    <message>
        <source>Your guess: %1 · the truth: %2 · %3</source>
        <translation>Eure Schätzung: %1 · die Wahrheit: %2 · %3</translation>
    </message>
</context>
<context>
    <name>ringlab::ui::HashExplorer</name>
    <message>
        <source>Avalanche: two hashes</source>
        <translation>Lawineneffekt: zwei Hashes</translation>
    </message>
    <message>
        <source>One bit flipped</source>
        <translation>Ein Bit gekippt</translation>
    </message>
    <message>
        <source>Virtual nodes on the ring</source>
        <translation>Virtuelle Knoten auf dem Ring</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Geschwindigkeit</translation>
    </message>
    <message>
        <source>Export view…</source>
        <translation>Ansicht exportieren…</translation>
    </message>
    <message>
        <source>Save the current tab&apos;s picture as PNG or SVG</source>
        <translation>Das Bild des aktuellen Tabs als PNG oder SVG speichern</translation>
    </message>
    <message>
        <source>bit-flip</source>
        <translation>bit-kippen</translation>
    </message>
    <message>
        <source>vnodes</source>
        <translation>virtuelle-knoten</translation>
    </message>
    <message>
        <source>hash-speed</source>
        <translation>hash-geschwindigkeit</translation>
    </message>
    <message>
        <source>avalanche</source>
        <translation>lawineneffekt</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg)</source>
        <translation>PNG-Bild (*.png);;SVG-Zeichnung (*.svg)</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>Export nicht möglich</translation>
    </message>
</context>
<context>
    <name>ringlab::ui::HashSpeedPanel</name>
    <message>
        <source>Measure again</source>
        <translation>Neu messen</translation>
    </message>
    <message>
        <source>Times every hash again on this machine</source>
        <translation>Misst jeden Hash auf diesem Rechner neu</translation>
    </message>
    <message>
        <source>%1 keys session:user:0 …</source>
        <translation>%1 Schlüssel session:user:0 …</translation>
    </message>
    <message>
        <source>Speed is half the choice: a fast hash with weak avalanche places virtual nodes badly (fnv1a clusters them, crc32 spaces them in a pattern), see the other tabs.</source>
        <translation>Tempo ist nur die halbe Wahl: Ein schneller Hash mit schwachem Lawineneffekt platziert virtuelle Knoten schlecht (fnv1a ballt sie, crc32 legt sie in ein Muster), siehe die anderen Reiter.</translation>
    </message>
</context>
<context>
    <name>ringlab::ui::HashSpeedView</name>
    <message>
        <source>%1 ns</source>
        <translation>%1 ns</translation>
    </message>
    <message>
        <source>the fastest</source>
        <translation>der schnellste</translation>
    </message>
    <message>
        <source>Hash speed on short keys</source>
        <translation>Hash-Geschwindigkeit bei kurzen Schlüsseln</translation>
    </message>
    <message>
        <source>Nanoseconds per key, hash alone (shorter is faster)</source>
        <translation>Nanosekunden pro Schlüssel, nur der Hash (kürzer ist schneller)</translation>
    </message>
    <message>
        <source>Measuring…</source>
        <translation>Messung läuft…</translation>
    </message>
    <message>
        <source>%1 × the time of the fastest</source>
        <translation>%1 × die Zeit des schnellsten</translation>
    </message>
    <message>
        <source>%1 · bar: best of %2 runs, line: up to the slowest · one thread</source>
        <translation>%1 · Balken: bester von %2 Läufen, Linie: bis zum langsamsten · ein Thread</translation>
    </message>
    <message>
        <source>%1 · runs differed by up to %2 %: the machine was busy, the order may not hold</source>
        <translation>%1 · Läufe wichen um bis zu %2&#xa0;% ab: Die Maschine war ausgelastet, die Reihenfolge ist unsicher</translation>
    </message>
</context>
<context>
    <name>ringlab::ui::HotKeysTab</name>
    <message>
        <source>Consistent hashing balances keys, not requests: under Zipf popularity the node that owns the hottest keys overheats. Remedies: a small local cache in each client, bounded loads.</source>
        <translation>Konsistentes Hashing verteilt Schlüssel gleichmäßig, nicht Anfragen: Bei Zipf-verteilter Beliebtheit überhitzt der Knoten mit den heißesten Schlüsseln. Abhilfe: ein kleiner lokaler Cache in jedem Client, begrenzte Lasten.</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>cache-01, cache-02, …</source>
        <translation>cache-01, cache-02, …</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <source>Keys product:{i}</source>
        <translation>Schlüssel product:{i}</translation>
    </message>
    <message>
        <source>Zipf exponent</source>
        <translation>Zipf-Exponent</translation>
    </message>
    <message>
        <source>Larger: a few keys get most of the requests</source>
        <translation>Größer: Wenige Schlüssel bekommen die meisten Anfragen</translation>
    </message>
    <message>
        <source>Requests</source>
        <translation>Anfragen</translation>
    </message>
    <message>
        <source>Requests drawn with the seed</source>
        <translation>Mit dem Startwert gezogene Anfragen</translation>
    </message>
    <message>
        <source>Local cache</source>
        <translation>Lokaler Cache</translation>
    </message>
    <message>
        <source>The in-process cache each client keeps in front of the ring</source>
        <translation>Der prozessinterne Cache, den jeder Client vor dem Ring hält</translation>
    </message>
    <message>
        <source>Local cache size</source>
        <translation>Größe des lokalen Caches</translation>
    </message>
    <message>
        <source>Keys the local cache holds; 0: none</source>
        <translation>Schlüssel, die der lokale Cache hält; 0: keiner</translation>
    </message>
    <message>
        <source>Bounded loads ε</source>
        <translation>Begrenzte Lasten ε</translation>
    </message>
    <message>
        <source>Each node takes at most (1 + ε) × its fair share of the requests</source>
        <translation>Jeder Knoten übernimmt höchstens (1 + ε) × seinen fairen Anteil der Anfragen</translation>
    </message>
    <message>
        <source>Press Run to simulate</source>
        <translation>Zum Simulieren „Starten“ drücken</translation>
    </message>
    <message>
        <source>Load per node, Zipf %1</source>
        <translation>Last pro Knoten, Zipf %1</translation>
    </message>
    <message>
        <source>keys (peak/mean %1)</source>
        <translation>Schlüssel (Spitze/Mittel %1)</translation>
    </message>
    <message>
        <source>requests (peak/mean %1)</source>
        <translation>Anfragen (Spitze/Mittel %1)</translation>
    </message>
    <message>
        <source>behind the local cache (%1)</source>
        <translation>hinter dem lokalen Cache (%1)</translation>
    </message>
    <message>
        <source>bounded loads (%1)</source>
        <translation>begrenzte Lasten (%1)</translation>
    </message>
    <message>
        <source>fair</source>
        <translation>fair</translation>
    </message>
    <message>
        <source>cap 1 + ε</source>
        <translation>Obergrenze 1 + ε</translation>
    </message>
    <message>
        <source>hottest key</source>
        <translation>heißester Schlüssel</translation>
    </message>
    <message>
        <source>%1 on %2, %3 of requests</source>
        <translation>%1 auf %2, %3 der Anfragen</translation>
    </message>
    <message>
        <source>peak/mean keys</source>
        <translation>Spitze/Mittel Schlüssel</translation>
    </message>
    <message>
        <source>peak/mean requests</source>
        <translation>Spitze/Mittel Anfragen</translation>
    </message>
    <message>
        <source>local cache hit rate</source>
        <translation>Trefferquote lokaler Cache</translation>
    </message>
    <message>
        <source>peak/mean behind the local cache</source>
        <translation>Spitze/Mittel hinter dem lokalen Cache</translation>
    </message>
    <message>
        <source>peak/mean with bounded loads</source>
        <translation>Spitze/Mittel mit begrenzten Lasten</translation>
    </message>
    <message>
        <source>bounded loads: keys moved</source>
        <translation>begrenzte Lasten: verschobene Schlüssel</translation>
    </message>
    <message>
        <source>%1 (%2 of requests served off their owner)</source>
        <translation>%1 (%2 der Anfragen nicht vom Eigentümer bedient)</translation>
    </message>
</context>
<context>
    <name>ringlab::ui::KeyTracePanel</name>
    <message>
        <source>Keys:</source>
        <translation>Schlüssel:</translation>
    </message>
    <message>
        <source>session:user:42, session:user:7</source>
        <translation>session:user:42, session:user:7</translation>
    </message>
    <message>
        <source>One or more keys, separated by commas or line breaks</source>
        <translation>Ein oder mehrere Schlüssel, durch Kommas oder Zeilenumbrüche getrennt</translation>
    </message>
    <message>
        <source>Trace</source>
        <translation>Verfolgen</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Leeren</translation>
    </message>
    <message>
        <source>Replicas:</source>
        <translation>Replikate:</translation>
    </message>
    <message>
        <source>How many distinct nodes the replica (failover) order lists</source>
        <translation>Wie viele verschiedene Knoten die Replikat-Reihenfolge (Failover) aufführt</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <source>Hash</source>
        <translation>Hash</translation>
    </message>
    <message>
        <source>Hex</source>
        <translation>Hex</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Position</translation>
    </message>
    <message>
        <source>Owning point</source>
        <translation>Zuständiger Punkt</translation>
    </message>
    <message>
        <source>Owner now</source>
        <translation>Knoten jetzt</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>Vorher</translation>
    </message>
    <message>
        <source>Moved</source>
        <translation>Verschoben</translation>
    </message>
    <message>
        <source>Replica order</source>
        <translation>Replikat-Reihenfolge</translation>
    </message>
    <message>
        <source>Click a key dot in the ring to trace it; double-click a row to zoom the ring to it.</source>
        <translation>Klicken Sie auf einen Schlüsselpunkt im Ring, um ihn zu verfolgen; ein Doppelklick auf eine Zeile zoomt den Ring dorthin.</translation>
    </message>
    <message>
        <source>Traced keys</source>
        <translation>Verfolgte Schlüssel</translation>
    </message>
    <message>
        <source>Filter:</source>
        <translation>Filter:</translation>
    </message>
    <message>
        <source>part of a key</source>
        <translation>Teil eines Schlüssels</translation>
    </message>
    <message>
        <source>From:</source>
        <translation>Von:</translation>
    </message>
    <message>
        <source>To:</source>
        <translation>Nach:</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>CSV exportieren…</translation>
    </message>
    <message>
        <source>Save the keys listed, with their nodes before and after, as CSV</source>
        <translation>Die aufgeführten Schlüssel mit ihren Knoten vorher und nachher als CSV speichern</translation>
    </message>
    <message>
        <source>Double-click a key to trace it</source>
        <translation>Doppelklick auf einen Schlüssel verfolgt ihn</translation>
    </message>
    <message>
        <source>Moved keys</source>
        <translation>Verschobene Schlüssel</translation>
    </message>
    <message>
        <source>slot %1</source>
        <translation>Slot %1</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>any node</source>
        <translation>jeder Knoten</translation>
    </message>
    <message>
        <source>No change to list yet: add, remove or reweight a node (or change the placement) and the keys it moves appear here.</source>
        <translation>Noch keine Änderung: Fügen Sie einen Knoten hinzu, entfernen oder gewichten Sie ihn neu (oder ändern Sie die Platzierung), dann erscheinen hier die Schlüssel, die dabei wandern.</translation>
    </message>
    <message>
        <source>%1 of %2 keys moved after %3.</source>
        <translation>%1 von %2 Schlüsseln nach %3 verschoben.</translation>
    </message>
    <message>
        <source>%1 match the filter.</source>
        <translation>%1 passen zum Filter.</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>Type a key above, or click a key dot in the ring to trace it; double-click a row to zoom the ring to it.</source>
        <translation>Geben Sie oben einen Schlüssel ein oder klicken Sie auf einen Schlüsselpunkt im Ring, um ihn zu verfolgen; ein Doppelklick auf eine Zeile zoomt den Ring dorthin.</translation>
    </message>
    <message>
        <source>Hash %1 (%2) under %3.</source>
        <translation>Hash %1 (%2) mit %3.</translation>
    </message>
    <message>
        <source>At %1 of the ring. Clockwise from the key, the first point is %2: its node %3 owns the key.</source>
        <translation>Bei %1 des Rings. Im Uhrzeigersinn vom Schlüssel aus ist der erste Punkt %2: Sein Knoten %3 ist für den Schlüssel zuständig.</translation>
    </message>
    <message>
        <source>%1 (at %2, step %3 of the walk)</source>
        <translation>%1 (bei %2, Schritt %3 des Wegs)</translation>
    </message>
    <message>
        <source>Replicas, walking clockwise: </source>
        <translation>Replikate im Uhrzeigersinn: </translation>
    </message>
    <message>
        <source>Slot %1 of %2: that entry of the table names %3.</source>
        <translation>Slot %1 von %2: Dieser Tabelleneintrag nennt %3.</translation>
    </message>
    <message>
        <source>Replicas, walking the table onward: </source>
        <translation>Replikate, die Tabelle weiter entlang: </translation>
    </message>
    <message>
        <source>Owner %1. Replica order: </source>
        <translation>Zuständig: %1. Replikat-Reihenfolge: </translation>
    </message>
    <message>
        <source>No change measured yet: add or remove a node to see where the key goes.</source>
        <translation>Noch keine Änderung gemessen: Fügen Sie einen Knoten hinzu oder entfernen Sie einen, um zu sehen, wohin der Schlüssel wandert.</translation>
    </message>
    <message>
        <source>Before %1: %2. Now %3: the key moved.</source>
        <translation>Vor %1: %2. Jetzt %3: Der Schlüssel ist umgezogen.</translation>
    </message>
    <message>
        <source>Before %1: %2 as well: the key stayed.</source>
        <translation>Vor %1: ebenfalls %2: Der Schlüssel ist geblieben.</translation>
    </message>
    <message>
        <source>Export moved keys</source>
        <translation>Verschobene Schlüssel exportieren</translation>
    </message>
    <message>
        <source>CSV file (*.csv)</source>
        <translation>CSV-Datei (*.csv)</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>Export nicht möglich</translation>
    </message>
</context>
<context>
    <name>ringlab::ui::LabExports</name>
    <message>
        <source>Choose a folder for the frames.</source>
        <translation>Wählen Sie einen Ordner für die Einzelbilder.</translation>
    </message>
    <message>
        <source>Cannot create the folder %1.</source>
        <translation>Der Ordner %1 kann nicht angelegt werden.</translation>
    </message>
    <message>
        <source>Cannot remove the old frame %1.</source>
        <translation>Das alte Einzelbild %1 kann nicht entfernt werden.</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Auswählen…</translation>
    </message>
    <message>
        <source>Folder for the frames</source>
        <translation>Ordner für die Einzelbilder</translation>
    </message>
    <message>
        <source>&amp;Folder:</source>
        <translation>&amp;Ordner:</translation>
    </message>
    <message>
        <source>%1 frames a second</source>
        <translation>%1 Bilder pro Sekunde</translation>
    </message>
    <message>
        <source>&amp;Rate:</source>
        <translation>&amp;Bildrate:</translation>
    </message>
    <message>
        <source>PNG images</source>
        <translation>PNG-Bilder</translation>
    </message>
    <message>
        <source>SVG drawings</source>
        <translation>SVG-Zeichnungen</translation>
    </message>
    <message>
        <source>F&amp;ormat:</source>
        <translation>F&amp;ormat:</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>Replace the frames?</source>
        <translation>Einzelbilder ersetzen?</translation>
    </message>
    <message>
        <source>The lab has no figures yet: wait for its computation.</source>
        <translation>Das Labor hat noch keine Zahlen: Warten Sie auf die Berechnung.</translation>
    </message>
    <message>
        <source>There is no change to animate: make a change first (add or remove a node, change the hash…).</source>
        <translation>Es gibt keine Änderung zum Animieren: Nehmen Sie zuerst eine Änderung vor (einen Knoten hinzufügen oder entfernen, den Hash ändern…).</translation>
    </message>
    <message>
        <source>Choose a frame rate.</source>
        <translation>Wählen Sie eine Bildrate.</translation>
    </message>
    <message>
        <source>The timeline has no steps yet: make a change first.</source>
        <translation>Die Zeitleiste hat noch keine Schritte: Nehmen Sie zuerst eine Änderung vor.</translation>
    </message>
    <message>
        <source>Step %1 could not be computed: %2</source>
        <translation>Schritt %1 konnte nicht berechnet werden: %2</translation>
    </message>
    <message>
        <source>Lab numbers (CSV)…</source>
        <translation>Zahlen des Labors (CSV)…</translation>
    </message>
    <message>
        <source>Export the lab&apos;s numbers</source>
        <translation>Zahlen des Labors exportieren</translation>
    </message>
    <message>
        <source>CSV table (*.csv)</source>
        <translation>CSV-Tabelle (*.csv)</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>Export nicht möglich</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>%1 exportiert</translation>
    </message>
    <message>
        <source>Animation of the last change as frames…</source>
        <translation>Animation der letzten Änderung als Einzelbilder…</translation>
    </message>
    <message>
        <source>Export the animation as frames</source>
        <translation>Animation als Einzelbilder exportieren</translation>
    </message>
    <message>
        <source>Cannot export the frames</source>
        <translation>Einzelbilder können nicht exportiert werden</translation>
    </message>
    <message>
        <source>Timeline steps as frames…</source>
        <translation>Schritte der Zeitleiste als Einzelbilder…</translation>
    </message>
    <message>
        <source>Export the timeline&apos;s steps as frames</source>
        <translation>Schritte der Zeitleiste als Einzelbilder exportieren</translation>
    </message>
    <message>
        <source>Rendering the timeline&apos;s steps…</source>
        <translation>Schritte der Zeitleiste werden gezeichnet…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Copy &amp;view</source>
        <translation>&amp;Ansicht kopieren</translation>
    </message>
    <message>
        <source>Copied the view to the clipboard</source>
        <translation>Ansicht in die Zwischenablage kopiert</translation>
    </message>
    <message>
        <source>Copies the view under the pointer (or the ring or bucket view) as an image</source>
        <translation>Kopiert die Ansicht unter dem Mauszeiger (sonst die Ring- oder Bucket-Ansicht) als Bild</translation>
    </message>
    <message>
        <source>%1 already holds frame files (%L2, from %3 on).</source>
        <translation>%1 enthält bereits Einzelbilder (%L2, ab %3).</translation>
    </message>
    <message>
        <source>Frames: %L1, from %2 on: the change&apos;s %3 s at this rate, from the state before to the state after.</source>
        <translation>Einzelbilder: %L1, ab %2: die %3 s der Änderung bei dieser Bildrate, vom Zustand davor bis zum Zustand danach.</translation>
    </message>
    <message>
        <source>Frames: %L1, from %2 on: the lab before the first step, then after each step.</source>
        <translation>Einzelbilder: %L1, ab %2: das Labor vor dem ersten Schritt, dann nach jedem Schritt.</translation>
    </message>
    <message>
        <source>%1 already holds frame files (%L2, from %3 on). Replace them?</source>
        <translation>%1 enthält bereits Einzelbilder (%L2, ab %3). Ersetzen?</translation>
    </message>
    <message>
        <source>Cancelled; frames written: %L1.</source>
        <translation>Abgebrochen; geschriebene Einzelbilder: %L1.</translation>
    </message>
    <message>
        <source>Frames written to %1: %L2</source>
        <translation>In %1 geschriebene Einzelbilder: %L2</translation>
    </message>
</context>
<context>
    <name>ringlab::ui::LivePanel</name>
    <message>
        <source>time since the run started (s)</source>
        <translation>Zeit seit dem Start des Laufs (s)</translation>
    </message>
    <message>
        <source>kill %1</source>
        <translation>%1 töten</translation>
    </message>
    <message>
        <source>stop %1</source>
        <translation>%1 beenden</translation>
    </message>
    <message>
        <source>restart %1 empty</source>
        <translation>%1 leer neu starten</translation>
    </message>
    <message>
        <source>add %1</source>
        <translation>%1 hinzufügen</translation>
    </message>
    <message>
        <source>reweight %1</source>
        <translation>Gewicht %1</translation>
    </message>
    <message>
        <source>Requests each second</source>
        <translation>Anfragen je Sekunde</translation>
    </message>
    <message>
        <source>requests/s</source>
        <translation>Anfragen/s</translation>
    </message>
    <message>
        <source>hits</source>
        <translation>Treffer</translation>
    </message>
    <message>
        <source>misses</source>
        <translation>Fehltreffer</translation>
    </message>
    <message>
        <source>database reads</source>
        <translation>Datenbank-Lesezugriffe</translation>
    </message>
    <message>
        <source>database reads, predicted</source>
        <translation>Datenbank-Lesezugriffe, vorhergesagt</translation>
    </message>
    <message>
        <source>Hit rate</source>
        <translation>Trefferquote</translation>
    </message>
    <message>
        <source>% of requests</source>
        <translation>% der Anfragen</translation>
    </message>
    <message>
        <source>measured</source>
        <translation>gemessen</translation>
    </message>
    <message>
        <source>predicted</source>
        <translation>vorhergesagt</translation>
    </message>
    <message>
        <source>Requests per server</source>
        <translation>Anfragen je Server</translation>
    </message>
    <message>
        <source>GETs/s</source>
        <translation>GETs/s</translation>
    </message>
    <message>
        <source>Items per server (curr_items)</source>
        <translation>Einträge je Server (curr_items)</translation>
    </message>
    <message>
        <source>items</source>
        <translation>Einträge</translation>
    </message>
    <message>
        <source>running</source>
        <translation>läuft</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>angehalten</translation>
    </message>
    <message>
        <source>killed</source>
        <translation>getötet</translation>
    </message>
    <message>
        <source>died</source>
        <translation>abgestürzt</translation>
    </message>
    <message>
        <source>external</source>
        <translation>extern</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 auf %2</translation>
    </message>
    <message>
        <source>Fleet ready: %1.</source>
        <translation>Flotte bereit: %1.</translation>
    </message>
    <message>
        <source>The fleet did not start: %1</source>
        <translation>Die Flotte ist nicht gestartet: %1</translation>
    </message>
    <message>
        <source>Filled: the servers hold %1 items.</source>
        <translation>Gefüllt: Die Server halten %1 Einträge.</translation>
    </message>
    <message>
        <source>Every server RingLab started is stopped.</source>
        <translation>Jeder von RingLab gestartete Server ist beendet.</translation>
    </message>
    <message>
        <source>Connect to servers you run:</source>
        <translation>Mit eigenen Servern verbinden:</translation>
    </message>
    <message>
        <source>Start one local memcached per lab member (%1)</source>
        <translation>Ein lokales memcached je Mitglied des Labors starten (%1)</translation>
    </message>
    <message>
        <source>127.0.0.1:11211, 127.0.0.1:11212, …</source>
        <translation>127.0.0.1:11211, 127.0.0.1:11212, …</translation>
    </message>
    <message>
        <source>One host:port per server, loopback only; they take the lab&apos;s members&apos; names in order (or write id=host:port)</source>
        <translation>Ein host:port je Server, nur Loopback; sie erhalten der Reihe nach die Namen der Mitglieder des Labors (oder schreiben Sie id=host:port)</translation>
    </message>
    <message>
        <source>The memcached program: a name looked up in PATH, or a path</source>
        <translation>Das memcached-Programm: ein Name, der in PATH gesucht wird, oder ein Pfad</translation>
    </message>
    <message>
        <source> MB</source>
        <translation> MB</translation>
    </message>
    <message>
        <source>memcached -m: the memory each server may use for items</source>
        <translation>memcached -m: der Speicher, den jeder Server für Einträge nutzen darf</translation>
    </message>
    <message>
        <source>uniform</source>
        <translation>gleichverteilt</translation>
    </message>
    <message>
        <source>Zipf</source>
        <translation>Zipf</translation>
    </message>
    <message>
        <source>s = </source>
        <translation>s = </translation>
    </message>
    <message>
        <source>as fast as it goes</source>
        <translation>so schnell es geht</translation>
    </message>
    <message>
        <source> /s</source>
        <translation> /s</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Run stops by itself after this many seconds</source>
        <translation>Der Lauf endet von selbst nach so vielen Sekunden</translation>
    </message>
    <message>
        <source>Read-through</source>
        <translation>Read-through</translation>
    </message>
    <message>
        <source>A miss reads the database and stores the key on the server that missed; off, misses stay misses</source>
        <translation>Ein Fehltreffer liest die Datenbank und speichert den Schlüssel auf dem Server, der ihn nicht hatte; aus: Fehltreffer bleiben Fehltreffer</translation>
    </message>
    <message>
        <source>Start servers</source>
        <translation>Server starten</translation>
    </message>
    <message>
        <source>Fill</source>
        <translation>Füllen</translation>
    </message>
    <message>
        <source>SET every key of the lab on the server the placement gives it</source>
        <translation>SET für jeden Schlüssel des Labors auf dem Server, dem die Platzierung ihn gibt</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Ausführen</translation>
    </message>
    <message>
        <source>GETs at the chosen rate for the chosen seconds</source>
        <translation>GETs mit der gewählten Rate für die gewählten Sekunden</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stopp</translation>
    </message>
    <message>
        <source>Stops the traffic and every server RingLab started</source>
        <translation>Beendet den Verkehr und jeden von RingLab gestarteten Server</translation>
    </message>
    <message>
        <source>Program:</source>
        <translation>Programm:</translation>
    </message>
    <message>
        <source>Memory per server:</source>
        <translation>Speicher je Server:</translation>
    </message>
    <message>
        <source>Keys asked:</source>
        <translation>Abgefragte Schlüssel:</translation>
    </message>
    <message>
        <source>Rate:</source>
        <translation>Rate:</translation>
    </message>
    <message>
        <source>Seconds:</source>
        <translation>Sekunden:</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>Server</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>Gewicht</translation>
    </message>
    <message>
        <source>Items</source>
        <translation>Einträge</translation>
    </message>
    <message>
        <source>Placement</source>
        <translation>Platzierung</translation>
    </message>
    <message>
        <source>Hits</source>
        <translation>Treffer</translation>
    </message>
    <message>
        <source>Misses</source>
        <translation>Fehltreffer</translation>
    </message>
    <message>
        <source>Evictions</source>
        <translation>Verdrängt</translation>
    </message>
    <message>
        <source>curr_items: what the server itself reports</source>
        <translation>curr_items: was der Server selbst meldet</translation>
    </message>
    <message>
        <source>The keys the lab&apos;s placement gives the server: its items after a fill</source>
        <translation>Die Schlüssel, die die Platzierung des Labors dem Server gibt: seine Einträge nach dem Füllen</translation>
    </message>
    <message>
        <source>In the last second</source>
        <translation>In der letzten Sekunde</translation>
    </message>
    <message>
        <source>Kill server</source>
        <translation>Server töten</translation>
    </message>
    <message>
        <source>SIGKILL: the server dies at once, its items with it</source>
        <translation>SIGKILL: Der Server stirbt sofort, seine Einträge mit ihm</translation>
    </message>
    <message>
        <source>Stop gently</source>
        <translation>Sanft beenden</translation>
    </message>
    <message>
        <source>SIGTERM: the server shuts down; its items are gone too</source>
        <translation>SIGTERM: Der Server fährt herunter; auch seine Einträge sind weg</translation>
    </message>
    <message>
        <source>Restart empty</source>
        <translation>Leer neu starten</translation>
    </message>
    <message>
        <source>Reweight…</source>
        <translation>Gewicht ändern…</translation>
    </message>
    <message>
        <source>Add server</source>
        <translation>Server hinzufügen</translation>
    </message>
    <message>
        <source>Starts one more memcached and adds it to the lab</source>
        <translation>Startet ein weiteres memcached und fügt es dem Labor hinzu</translation>
    </message>
    <message>
        <source>Every event and message of the fleet, one a line</source>
        <translation>Jedes Ereignis und jede Meldung der Flotte, eine je Zeile</translation>
    </message>
    <message>
        <source>Requests</source>
        <translation>Anfragen</translation>
    </message>
    <message>
        <source>Items per server</source>
        <translation>Einträge je Server</translation>
    </message>
    <message>
        <source>Start servers, Fill, then Run</source>
        <translation>Server starten, Füllen, dann Ausführen</translation>
    </message>
    <message>
        <source>No servers</source>
        <translation>Keine Server</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Startet…</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Bereit</translation>
    </message>
    <message>
        <source>Filling…</source>
        <translation>Füllt…</translation>
    </message>
    <message>
        <source>Running…</source>
        <translation>Läuft…</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Wird beendet…</translation>
    </message>
    <message>
        <source>%1, pid %2</source>
        <translation>%1, PID %2</translation>
    </message>
    <message>
        <source>%1 s: %2</source>
        <translation>%1 s: %2</translation>
    </message>
    <message>
        <source>List the servers to connect to, host:port each (loopback only).</source>
        <translation>Nennen Sie die Server, mit denen verbunden werden soll, je host:port (nur Loopback).</translation>
    </message>
    <message>
        <source>%1: name it (id=host:port); every member of the lab has a server already</source>
        <translation>%1: Benennen Sie ihn (id=host:port); jedes Mitglied des Labors hat schon einen Server</translation>
    </message>
    <message>
        <source>The lab has no members to start servers for.</source>
        <translation>Das Labor hat keine Mitglieder, für die Server gestartet werden könnten.</translation>
    </message>
    <message>
        <source>Name the memcached program.</source>
        <translation>Nennen Sie das memcached-Programm.</translation>
    </message>
    <message>
        <source>Starting the servers (%1)…</source>
        <translation>Die Server werden gestartet (%1)…</translation>
    </message>
    <message>
        <source>Connecting to the servers (%1)…</source>
        <translation>Verbindung mit den Servern (%1)…</translation>
    </message>
    <message>
        <source>The lab did not take %1: %2</source>
        <translation>Das Labor hat %1 nicht übernommen: %2</translation>
    </message>
    <message>
        <source>The lab did not take the weight of %1: %2</source>
        <translation>Das Labor hat das Gewicht von %1 nicht übernommen: %2</translation>
    </message>
    <message>
        <source>Reweight %1</source>
        <translation>Gewicht von %1 ändern</translation>
    </message>
    <message>
        <source>Weight of %1:</source>
        <translation>Gewicht von %1:</translation>
    </message>
</context>
<context>
    <name>ringlab::ui::LiveWorker</name>
    <message>
        <source>Fill cancelled.</source>
        <translation>Füllen abgebrochen.</translation>
    </message>
    <message>
        <source>The fill stopped: %1</source>
        <translation>Das Füllen wurde abgebrochen: %1</translation>
    </message>
    <message>
        <source>No server is left: the run stops.</source>
        <translation>Kein Server ist mehr übrig: Der Lauf endet.</translation>
    </message>
    <message>
        <source>%1 died unexpectedly: %2</source>
        <translation>%1 ist unerwartet abgestürzt: %2</translation>
    </message>
</context>
<context>
    <name>ringlab::ui::LoadAnnotations</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>ringlab::ui::LoadChart</name>
    <message>
        <source>fair</source>
        <translation>fair</translation>
    </message>
    <message>
        <source>limit %1</source>
        <translation>Grenze %1</translation>
    </message>
    <message>
        <source>relative std-dev</source>
        <translation>relative Std.-Abw.</translation>
    </message>
    <message>
        <source>1 member</source>
        <translation>1 Knoten</translation>
    </message>
    <message>
        <source>%1 members</source>
        <translation>%1 Knoten</translation>
    </message>
    <message>
        <source>%1 keys</source>
        <translation>%1 Schlüssel</translation>
    </message>
    <message>
        <source>%1 · %2 · %3 · %4</source>
        <translation>%1 · %2 · %3 · %4</translation>
    </message>
    <message>
        <source>1 replica</source>
        <translation>1 Replikat</translation>
    </message>
    <message>
        <source>%1 replicas</source>
        <translation>%1 Replikate</translation>
    </message>
    <message>
        <source>%1 · %2 · %3 · %4 · %5</source>
        <translation>%1 · %2 · %3 · %4 · %5</translation>
    </message>
    <message>
        <source>weight %1</source>
        <translation>Gewicht %1</translation>
    </message>
    <message>
        <source>% of weight-fair share</source>
        <translation>% des fairen Anteils</translation>
    </message>
    <message>
        <source>No load to show yet</source>
        <translation>Noch keine Last zum Anzeigen</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2 keys (%3 of all)&lt;br&gt;fair share %4&lt;br&gt;%5 of fair</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2 Schlüssel (%3 aller)&lt;br&gt;fairer Anteil %4&lt;br&gt;%5 des fairen Anteils</translation>
    </message>
    <message>
        <source>&lt;br&gt;key space %1</source>
        <translation>&lt;br&gt;Schlüsselraum %1</translation>
    </message>
    <message>
        <source>Load per member</source>
        <translation>Last pro Knoten</translation>
    </message>
    <message>
        <source>%1 members, counted by their % of fair share (a bar each up to %2 members)</source>
        <translation>%1 Knoten, gezählt nach ihrem Prozentsatz des fairen Anteils (je ein Balken bis %2 Knoten)</translation>
    </message>
    <message>
        <source>most loaded %1: %2</source>
        <translation>am stärksten belastet %1: %2</translation>
    </message>
    <message>
        <source>least loaded %1: %2</source>
        <translation>am wenigsten belastet %1: %2</translation>
    </message>
    <message>
        <source>members</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>within the limit</source>
        <translation>innerhalb der Grenze</translation>
    </message>
    <message>
        <source>over the limit</source>
        <translation>über der Grenze</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 members&lt;/b&gt;&lt;br&gt;from %2 to %3 of their fair share</source>
        <translation>&lt;b&gt;%1 Knoten&lt;/b&gt;&lt;br&gt;von %2 bis %3 ihres fairen Anteils</translation>
    </message>
    <message>
        <source>peak/fair</source>
        <translation>Spitze/fair</translation>
    </message>
    <message>
        <source>min/fair</source>
        <translation>Min./fair</translation>
    </message>
    <message>
        <source>%1 · %2 · %3 · %4 · every replica at RF %5 (Owns (effective))</source>
        <translation>%1 · %2 · %3 · %4 · jedes Replikat bei RF %5 (Owns (effective))</translation>
    </message>
    <message>
        <source>replica load: each key counted on all %1 of its replicas, not only its primary owner</source>
        <translation>Replikatlast: jeder Schlüssel auf allen %1 seiner Replikate gezählt, nicht nur beim Primärbesitzer</translation>
    </message>
    <message>
        <source>Replica load per member</source>
        <translation>Replikatlast pro Knoten</translation>
    </message>
</context>
<context>
    <name>ringlab::ui::MainWindow</name>
    <message>
        <source>Hash ring (virtual nodes)</source>
        <translation>Hash-Ring (virtuelle Knoten)</translation>
    </message>
    <message>
        <source>Modulo: hash % N</source>
        <translation>Modulo: hash % N</translation>
    </message>
    <message>
        <source>Directory (slot table)</source>
        <translation>Verzeichnis (Slot-Tabelle)</translation>
    </message>
    <message>
        <source>Rendezvous (HRW)</source>
        <translation>Rendezvous (HRW)</translation>
    </message>
    <message>
        <source>Jump hash</source>
        <translation>Jump-Hash</translation>
    </message>
    <message>
        <source>RingLab</source>
        <translation>RingLab</translation>
    </message>
    <message>
        <source>Ring</source>
        <translation>Ring</translation>
    </message>
    <message>
        <source>Buckets</source>
        <translation>Buckets</translation>
    </message>
    <message>
        <source>Compare with</source>
        <translation>Vergleichen mit</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>Animationstempo</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Skip to end</source>
        <translation>Zum Ende springen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Stop the computation and take back the last change</source>
        <translation>Berechnung abbrechen und die letzte Änderung zurücknehmen</translation>
    </message>
    <message>
        <source>Placement</source>
        <translation>Platzierung</translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation>Algorithmus</translation>
    </message>
    <message>
        <source>Hash</source>
        <translation>Hash</translation>
    </message>
    <message>
        <source>Replicas</source>
        <translation>Replikate</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <source>{i} is replaced by 0, 1, 2, …</source>
        <translation>{i} wird durch 0, 1, 2, … ersetzt</translation>
    </message>
    <message>
        <source>Pattern</source>
        <translation>Muster</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <source>From file…</source>
        <translation>Aus Datei…</translation>
    </message>
    <message>
        <source>Keys, one a line</source>
        <translation>Schlüssel, einer pro Zeile</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>Add node</source>
        <translation>Knoten hinzufügen</translation>
    </message>
    <message>
        <source>Adds the next node of the fleet; rename it or change its weight in the table</source>
        <translation>Fügt den nächsten Knoten der Flotte hinzu; Name und Gewicht lassen sich in der Tabelle ändern</translation>
    </message>
    <message>
        <source>Remove node</source>
        <translation>Knoten entfernen</translation>
    </message>
    <message>
        <source>Removes the selected node (a failure or a scale-down)</source>
        <translation>Entfernt den ausgewählten Knoten (ein Ausfall oder eine Verkleinerung)</translation>
    </message>
    <message>
        <source>Select the node to remove in the table first.</source>
        <translation>Zuerst den zu entfernenden Knoten in der Tabelle auswählen.</translation>
    </message>
    <message>
        <source>Lab</source>
        <translation>Labor</translation>
    </message>
    <message>
        <source>Load per node</source>
        <translation>Last pro Knoten</translation>
    </message>
    <message>
        <source>Balance against virtual nodes</source>
        <translation>Gleichgewicht über virtuelle Knoten</translation>
    </message>
    <message>
        <source>Hash explorer</source>
        <translation>Hash-Explorer</translation>
    </message>
    <message>
        <source>&amp;Hash explorer</source>
        <translation>&amp;Hash-Explorer</translation>
    </message>
    <message>
        <source>How the hashes scatter: avalanche, one bit flipped, virtual nodes</source>
        <translation>Wie die Hashes streuen: Lawineneffekt, ein gekipptes Bit, virtuelle Knoten</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Open scenario…</source>
        <translation>Szenario ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>&amp;Save scenario as…</source>
        <translation>Szenario &amp;speichern unter…</translation>
    </message>
    <message>
        <source>Open &amp;lesson…</source>
        <translation>&amp;Lektion öffnen…</translation>
    </message>
    <message>
        <source>Presets</source>
        <translation>Vorlagen</translation>
    </message>
    <message>
        <source>The article&apos;s 8-node fleet</source>
        <translation>Die Flotte des Artikels (8 Knoten)</translation>
    </message>
    <message>
        <source>Mixed hardware 4:4:1:1</source>
        <translation>Gemischte Hardware 4:4:1:1</translation>
    </message>
    <message>
        <source>E-commerce fleet (8 nodes, 64 GB and 16 GB)</source>
        <translation>E-Commerce-Flotte (8 Knoten, 64 GB und 16 GB)</translation>
    </message>
    <message>
        <source>Naive ring: one point per node</source>
        <translation>Naiver Ring: ein Punkt pro Knoten</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Exportieren</translation>
    </message>
    <message>
        <source>Ring view (PNG or SVG)…</source>
        <translation>Ring-Ansicht (PNG oder SVG)…</translation>
    </message>
    <message>
        <source>Bucket view (PNG or SVG)…</source>
        <translation>Bucket-Ansicht (PNG oder SVG)…</translation>
    </message>
    <message>
        <source>Load chart (PNG or SVG)…</source>
        <translation>Lastdiagramm (PNG oder SVG)…</translation>
    </message>
    <message>
        <source>Replicas chart (PNG or SVG)…</source>
        <translation>Replikat-Diagramm (PNG oder SVG)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Hauptleiste</translation>
    </message>
    <message>
        <source>Keys from %1</source>
        <translation>Schlüssel aus %1</translation>
    </message>
    <message>
        <source>Generated keys</source>
        <translation>Generierte Schlüssel</translation>
    </message>
    <message>
        <source>Open %1</source>
        <translation>%1 öffnen</translation>
    </message>
    <message>
        <source>RingLab — %1</source>
        <translation>RingLab — %1</translation>
    </message>
    <message>
        <source>Open scenario</source>
        <translation>Szenario öffnen</translation>
    </message>
    <message>
        <source>RingLab scenarios (*.json)</source>
        <translation>RingLab-Szenarien (*.json)</translation>
    </message>
    <message>
        <source>Cannot open the scenario</source>
        <translation>Szenario kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Save scenario</source>
        <translation>Szenario speichern</translation>
    </message>
    <message>
        <source>Cannot save the scenario</source>
        <translation>Szenario kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>Cannot open %1</source>
        <translation>%1 kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>&amp;Lessons</source>
        <translation>&amp;Lektionen</translation>
    </message>
    <message>
        <source>Cannot present the lesson</source>
        <translation>Lektion kann nicht vorgeführt werden</translation>
    </message>
    <message>
        <source>Open lesson file…</source>
        <translation>Lektionsdatei öffnen…</translation>
    </message>
    <message>
        <source>The lesson has scenes 1 to %1, not %2.</source>
        <translation>Die Lektion hat die Szenen 1 bis %1, nicht %2.</translation>
    </message>
    <message>
        <source>Open lesson</source>
        <translation>Lektion öffnen</translation>
    </message>
    <message>
        <source>RingLab lessons (*.json)</source>
        <translation>RingLab-Lektionen (*.json)</translation>
    </message>
    <message>
        <source>Cannot open the lesson</source>
        <translation>Lektion kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>ring</source>
        <translation>ring</translation>
    </message>
    <message>
        <source>buckets</source>
        <translation>buckets</translation>
    </message>
    <message>
        <source>load</source>
        <translation>last</translation>
    </message>
    <message>
        <source>replicas</source>
        <translation>replikate</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg)</source>
        <translation>PNG-Bild (*.png);;SVG-Zeichnung (*.svg)</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>Export nicht möglich</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>%1 exportiert</translation>
    </message>
    <message>
        <source>The last scenario could not be reopened: %1</source>
        <translation>Das letzte Szenario konnte nicht wieder geöffnet werden: %1</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>Experiments</source>
        <translation>Experimente</translation>
    </message>
    <message>
        <source>&amp;Experiments</source>
        <translation>&amp;Experimente</translation>
    </message>
    <message>
        <source>Every figure of the article, reproduced: article, RingLab, theory</source>
        <translation>Jede Zahl des Artikels, nachgemessen: Artikel, RingLab, Theorie</translation>
    </message>
    <message>
        <source>Simulation</source>
        <translation>Simulation</translation>
    </message>
    <message>
        <source>&amp;Simulation</source>
        <translation>Si&amp;mulation</translation>
    </message>
    <message>
        <source>Production pitfalls, simulated: failover, flapping, version skew, hot keys, migration, the e-commerce fleet</source>
        <translation>Fallstricke im Betrieb, simuliert: Failover, Flattern, Versionsabweichung, heiße Schlüssel, Migration, die E-Commerce-Flotte</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;About RingLab</source>
        <translation>&amp;Über RingLab</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <source>About RingLab</source>
        <translation>Über RingLab</translation>
    </message>
    <message>
        <source>&lt;h2&gt;RingLab %1&lt;/h2&gt;&lt;p&gt;A lab that teaches and measures consistent hashing.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;RingLab %1&lt;/h2&gt;&lt;p&gt;Ein Labor, das konsistentes Hashing zeigt und misst.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>E-commerce fleet</source>
        <translation>E-Commerce-Flotte</translation>
    </message>
    <message>
        <source>&amp;Larger text</source>
        <translation>&amp;Größere Schrift</translation>
    </message>
    <message>
        <source>&amp;Smaller text</source>
        <translation>&amp;Kleinere Schrift</translation>
    </message>
    <message>
        <source>&amp;Normal text size</source>
        <translation>&amp;Normale Schriftgröße</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Öffnen…</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>Speichern unter…</translation>
    </message>
    <message>
        <source>Ketama (memcached clients)</source>
        <translation>Ketama (memcached-Clients)</translation>
    </message>
    <message>
        <source>Client</source>
        <translation>Client</translation>
    </message>
    <message>
        <source>Maglev (Envoy)</source>
        <translation>Maglev (Envoy)</translation>
    </message>
    <message>
        <source>Table size</source>
        <translation>Tabellengröße</translation>
    </message>
    <message>
        <source>Slots of Maglev&apos;s lookup table; Envoy requires a prime (default 65,537).</source>
        <translation>Slots der Maglev-Nachschlagetabelle; Envoy verlangt eine Primzahl (Standard 65.537).</translation>
    </message>
    <message>
        <source>Ring hash (Envoy)</source>
        <translation>Ring-Hash (Envoy)</translation>
    </message>
    <message>
        <source>Token ring (Cassandra)</source>
        <translation>Token-Ring (Cassandra)</translation>
    </message>
    <message>
        <source>Envoy&apos;s minimum_ring_size (default 1,024): the least-weighted host gets at least this share of points.</source>
        <translation>Envoys minimum_ring_size (Standard 1.024): Der Host mit dem kleinsten Gewicht erhält mindestens diesen Anteil an Punkten.</translation>
    </message>
    <message>
        <source>Min. ring size</source>
        <translation>Min. Ringgröße</translation>
    </message>
    <message>
        <source>Cassandra&apos;s num_tokens: random tokens per node of weight 1 (16 since Cassandra 4.0, 256 before).</source>
        <translation>Cassandras num_tokens: zufällige Tokens je Knoten mit Gewicht 1 (16 seit Cassandra 4.0, davor 256).</translation>
    </message>
    <message>
        <source>Tokens per node</source>
        <translation>Tokens je Knoten</translation>
    </message>
    <message>
        <source>How many nodes hold each key: the keyspace&apos;s replication factor. It sets the node table&apos;s “Owns (effective)”; keys and loads count each key&apos;s first replica.</source>
        <translation>Wie viele Knoten jeden Schlüssel halten: der Replikationsfaktor des Keyspace. Er bestimmt „Besitzt (effektiv)“ in der Knotentabelle; Schlüssel und Lasten zählen das erste Replikat jedes Schlüssels.</translation>
    </message>
    <message>
        <source>Replication factor</source>
        <translation>Replikationsfaktor</translation>
    </message>
    <message>
        <source>Default (%L1)</source>
        <translation>Standard (%L1)</translation>
    </message>
    <message>
        <source>Trace keys</source>
        <translation>Schlüssel verfolgen</translation>
    </message>
    <message>
        <source>&amp;Trace keys</source>
        <translation>Schlüssel &amp;verfolgen</translation>
    </message>
    <message>
        <source>Follow keys: hash, clockwise walk, owner before and after, replicas; the keys the last change moved</source>
        <translation>Schlüssel verfolgen: Hash, Weg im Uhrzeigersinn, Knoten vorher und nachher, Replikate; die von der letzten Änderung verschobenen Schlüssel</translation>
    </message>
    <message>
        <source>All algorithms</source>
        <translation>Alle Algorithmen</translation>
    </message>
    <message>
        <source>&amp;All algorithms</source>
        <translation>&amp;Alle Algorithmen</translation>
    </message>
    <message>
        <source>The last change under every algorithm: keys moved, the least possible, balance, lookup time</source>
        <translation>Die letzte Änderung unter jedem Algorithmus: bewegte Schlüssel, das Kleinstmögliche, Balance, Nachschlagezeit</translation>
    </message>
    <message>
        <source>Live</source>
        <translation>Live</translation>
    </message>
    <message>
        <source>&amp;Live</source>
        <translation>&amp;Live</translation>
    </message>
    <message>
        <source>Real memcached servers on this machine, one per member: fill, run, kill one, add one</source>
        <translation>Echte memcached-Server auf diesem Rechner, einer je Mitglied: füllen, ausführen, einen töten, einen hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Full-screen view</source>
        <translation>Ansicht im &amp;Vollbild</translation>
    </message>
    <message>
        <source>The view or chart under the mouse alone on the whole screen; F11 or Esc brings it back</source>
        <translation>Die Ansicht oder das Diagramm unter der Maus allein auf dem ganzen Bildschirm; F11 oder Esc holt sie zurück</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Farbschema</translation>
    </message>
    <message>
        <source>libmemcached and twemproxy hash “host-k” for port 11211 and “host:port-k” otherwise (twemproxy a named server&apos;s name); spymemcached “/host:port-k”; libketama (last.fm) “host:port-k”, rounding each server&apos;s points its own way.</source>
        <translation>libmemcached und twemproxy hashen „host-k“ für Port 11211 und sonst „host:port-k“ (twemproxy bei einem benannten Server dessen Namen); spymemcached „/host:port-k“; libketama (last.fm) „host:port-k“ und rundet die Punkte jedes Servers auf eigene Art.</translation>
    </message>
    <message>
        <source>The key hash of the twemproxy pool (its “hash:”); twemproxy&apos;s default is fnv1a_64.</source>
        <translation>Der Schlüssel-Hash des twemproxy-Pools (sein „hash:“); twemproxys Vorgabe ist fnv1a_64.</translation>
    </message>
    <message>
        <source>Key hash</source>
        <translation>Schlüssel-Hash</translation>
    </message>
    <message>
        <source>Replication-aware</source>
        <translation>Replikationsbewusst</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Zufällig</translation>
    </message>
    <message>
        <source>How a node&apos;s tokens are chosen: Cassandra 4.0&apos;s allocator for the replication factor (allocate_tokens_for_local_replication_factor), which needs one rack or at least as many racks as replicas; or random, as before 4.0.</source>
        <translation>Wie die Tokens eines Knotens gewählt werden: Cassandras Vergabe für den Replikationsfaktor seit 4.0 (allocate_tokens_for_local_replication_factor), die ein Rack oder mindestens so viele Racks wie Replikate braucht; oder zufällig wie vor 4.0.</translation>
    </message>
    <message>
        <source>Token allocation</source>
        <translation>Token-Vergabe</translation>
    </message>
    <message>
        <source>Import &amp;fleet…</source>
        <translation>&amp;Flotte importieren…</translation>
    </message>
    <message>
        <source>Import fleet %1</source>
        <translation>Flotte %1 importieren</translation>
    </message>
    <message>
        <source>Import fleet</source>
        <translation>Flotte importieren</translation>
    </message>
    <message>
        <source>The file holds several pools; import:</source>
        <translation>Die Datei enthält mehrere Pools; importieren:</translation>
    </message>
    <message>
        <source>Cannot import the fleet</source>
        <translation>Flotte kann nicht importiert werden</translation>
    </message>
    <message>
        <source>&lt;p&gt;Licence: GNU General Public License, version 3 or later (GPL-3.0-or-later). RingLab comes with no warranty.&lt;/p&gt;&lt;p&gt;Qt %1 (built with %2); MD5 after RFC 1321, xxHash by libxxhash, CRC-32 by zlib.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Lizenz: GNU General Public License, Version 3 oder später (GPL-3.0-or-later). RingLab wird ohne jede Gewährleistung bereitgestellt.&lt;/p&gt;&lt;p&gt;Qt %1 (gebaut mit %2); MD5 nach RFC 1321, xxHash von libxxhash, CRC-32 von zlib.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Imported %1 (%2), nodes: %L3.</source>
        <translation>%1 importiert (%2), Knoten: %L3.</translation>
    </message>
    <message>
        <source>Settings not saved</source>
        <translation>Einstellungen nicht gespeichert</translation>
    </message>
    <message>
        <source>%1. The settings saved before stay as they were.</source>
        <translation>%1. Die zuvor gespeicherten Einstellungen bleiben, wie sie waren.</translation>
    </message>
</context>
<context>
    <name>ringlab::ui::MigrationTab</name>
    <message>
        <source>Remapping is not migration: with durable data every moved key must be copied to its new node before it can be read there. Until the copy is done, reads go to both places.</source>
        <translation>Neuzuordnung ist keine Migration: Bei dauerhaften Daten muss jeder verschobene Schlüssel auf seinen neuen Knoten kopiert werden, bevor er dort gelesen werden kann. Bis die Kopie fertig ist, gehen Lesezugriffe an beide Orte.</translation>
    </message>
    <message>
        <source>Nodes before</source>
        <translation>Knoten vorher</translation>
    </message>
    <message>
        <source>cache-01, …</source>
        <translation>cache-01, …</translation>
    </message>
    <message>
        <source>Nodes after</source>
        <translation>Knoten nachher</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <source>Keys session:user:{i}</source>
        <translation>Schlüssel session:user:{i}</translation>
    </message>
    <message>
        <source>Median value size</source>
        <translation>Median der Wertgröße</translation>
    </message>
    <message>
        <source> B</source>
        <translation> B</translation>
    </message>
    <message>
        <source>Value sizes are lognormal around this median</source>
        <translation>Wertgrößen sind lognormal um diesen Median verteilt</translation>
    </message>
    <message>
        <source>Size spread σ</source>
        <translation>Größenstreuung σ</translation>
    </message>
    <message>
        <source>Standard deviation of ln(size); 0: every value the median</source>
        <translation>Standardabweichung von ln(Größe); 0: jeder Wert hat die Mediangröße</translation>
    </message>
    <message>
        <source>Copy bandwidth</source>
        <translation>Kopierbandbreite</translation>
    </message>
    <message>
        <source> MB/s</source>
        <translation> MB/s</translation>
    </message>
    <message>
        <source>Each node copies at this rate, sending and receiving alike</source>
        <translation>Jeder Knoten kopiert mit dieser Rate, beim Senden wie beim Empfangen</translation>
    </message>
    <message>
        <source>Press Run to simulate</source>
        <translation>Zum Simulieren „Starten“ drücken</translation>
    </message>
    <message>
        <source>Bytes to copy, from → to</source>
        <translation>Zu kopierende Bytes, von → nach</translation>
    </message>
    <message>
        <source>keys moved</source>
        <translation>verschobene Schlüssel</translation>
    </message>
    <message>
        <source>%1 (%2 of %3)</source>
        <translation>%1 (%2 von %3)</translation>
    </message>
    <message>
        <source>bytes to copy</source>
        <translation>zu kopierende Bytes</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>dual-read window</source>
        <translation>Doppel-Lese-Fenster</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>busiest node</source>
        <translation>meistbelasteter Knoten</translation>
    </message>
</context>
<context>
    <name>ringlab::ui::MovedKeysModel</name>
    <message>
        <source>Key</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Von</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Nach</translation>
    </message>
</context>
<context>
    <name>ringlab::ui::NodeBarChart</name>
    <message>
        <source>% of fair share</source>
        <translation>% des fairen Anteils</translation>
    </message>
    <message>
        <source>Simulating…</source>
        <translation>Simulation läuft…</translation>
    </message>
</context>
<context>
    <name>ringlab::ui::PresentationWindow</name>
    <message>
        <source>RingLab — lesson</source>
        <translation>RingLab — Lektion</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Noch einmal</translation>
    </message>
    <message>
        <source>Plays the scene&apos;s change again (R)</source>
        <translation>Spielt die Änderung der Szene noch einmal ab (R)</translation>
    </message>
    <message>
        <source>RingLab — %1</source>
        <translation>RingLab — %1</translation>
    </message>
    <message>
        <source>Reveal</source>
        <translation>Auflösen</translation>
    </message>
    <message>
        <source>Locks the guess in and plays the scene&apos;s change (Space, Enter)</source>
        <translation>Legt die Schätzung fest und spielt die Änderung der Szene ab (Leertaste, Eingabe)</translation>
    </message>
    <message>
        <source>%1   %2</source>
        <translation>%1   %2</translation>
    </message>
    <message>
        <source>← / →: guess   ↑ / ↓: in larger steps   Space / Enter: reveal   Esc: back to the lab</source>
        <translation>← / →: schätzen   ↑ / ↓: in großen Schritten   Leertaste / Eingabe: auflösen   Esc: zurück zum Labor</translation>
    </message>
    <message>
        <source>A, B, … or ↑ / ↓: choose   Space / Enter: reveal   Esc: back to the lab</source>
        <translation>A, B, … oder ↑ / ↓: wählen   Leertaste / Eingabe: auflösen   Esc: zurück zum Labor</translation>
    </message>
    <message>
        <source>?</source>
        <translation>?</translation>
    </message>
    <message>
        <source>Before the change: your guess</source>
        <translation>Vor der Änderung: Ihre Schätzung</translation>
    </message>
    <message>
        <source>Pen: draw with the mouse   1 / 2 / 3: colour   E: wipe   P: pen off   Esc: back to the lab</source>
        <translation>Stift: mit der Maus zeichnen   1 / 2 / 3: Farbe   E: wegwischen   P: Stift aus   Esc: zurück zum Labor</translation>
    </message>
    <message>
        <source>Pointer: follows the mouse   E: wipe the pen   L: pointer off   Esc: back to the lab</source>
        <translation>Zeiger: folgt der Maus   E: Stift wegwischen   L: Zeiger aus   Esc: zurück zum Labor</translation>
    </message>
    <message>
        <source>→ / Space: next   ← : previous   R: play again   P: pen   L: pointer   + / −: text size   Esc: back to the lab</source>
        <translation>→ / Leertaste: weiter   ← : zurück   R: noch einmal   P: Stift   L: Zeiger   + / −: Schriftgröße   Esc: zurück zum Labor</translation>
    </message>
    <message>
        <source>Scene %1: %2</source>
        <translation>Szene %1: %2</translation>
    </message>
</context>
<context>
    <name>ringlab::ui::ReplicasSweepChart</name>
    <message>
        <source>1 replica</source>
        <translation>1 Replikat</translation>
    </message>
    <message>
        <source>%1 replicas</source>
        <translation>%1 Replikate</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>≈ %1</source>
        <translation>≈ %1</translation>
    </message>
    <message>
        <source>virtual nodes per member (replicas)</source>
        <translation>virtuelle Knoten pro Knoten (Replikate)</translation>
    </message>
    <message>
        <source>relative std-dev of load</source>
        <translation>rel. Std.-Abw. der Last</translation>
    </message>
    <message>
        <source>ring ≈ %1 per client</source>
        <translation>Ring ≈ %1 pro Client</translation>
    </message>
    <message>
        <source>ring %1 per client</source>
        <translation>Ring %1 pro Client</translation>
    </message>
    <message>
        <source>Computing the sweep…</source>
        <translation>Durchlauf wird berechnet…</translation>
    </message>
    <message>
        <source>No sweep yet</source>
        <translation>Noch kein Durchlauf</translation>
    </message>
    <message>
        <source>Load spread against virtual nodes</source>
        <translation>Laststreuung über virtuelle Knoten</translation>
    </message>
    <message>
        <source>ring, %1 nodes, %2, %3 keys</source>
        <translation>Ring, %1 Knoten, %2, %3 Schlüssel</translation>
    </message>
    <message>
        <source>%1, %2 nodes, %3 keys</source>
        <translation>%1, %2 Knoten, %3 Schlüssel</translation>
    </message>
    <message>
        <source>%1 · up to %2 for this many nodes</source>
        <translation>%1 · bis %2 für so viele Knoten</translation>
    </message>
    <message>
        <source>1 token</source>
        <translation>1 Token</translation>
    </message>
    <message>
        <source>%L1 tokens</source>
        <translation>%L1 Tokens</translation>
    </message>
    <message>
        <source>1 point per host</source>
        <translation>1 Punkt je Host</translation>
    </message>
    <message>
        <source>%L1 points per host</source>
        <translation>%L1 Punkte je Host</translation>
    </message>
    <message>
        <source>tokens per node (num_tokens)</source>
        <translation>Tokens je Knoten (num_tokens)</translation>
    </message>
    <message>
        <source>points per host (minimum ring size ÷ hosts)</source>
        <translation>Punkte je Host (minimale Ringgröße ÷ Hosts)</translation>
    </message>
    <message>
        <source>primary owners&apos; std-dev</source>
        <translation>Std.-Abw. der Primärbesitzer</translation>
    </message>
</context>
<context>
    <name>ringlab::ui::RingView</name>
    <message>
        <source>zoom %1×</source>
        <translation>Zoom %1×</translation>
    </message>
    <message>
        <source>RingLab ring: %1</source>
        <translation>RingLab-Ring: %1</translation>
    </message>
    <message>
        <source>RingLab ring</source>
        <translation>RingLab-Ring</translation>
    </message>
    <message>
        <source>removed</source>
        <translation>entfernt</translation>
    </message>
    <message>
        <source>1 point</source>
        <translation>1 Ringpunkt</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 Ringpunkte</translation>
    </message>
    <message>
        <source>%1 of the ring</source>
        <translation>%1 des Rings</translation>
    </message>
    <message>
        <source>%1 of keys</source>
        <translation>%1 der Schlüssel</translation>
    </message>
    <message>
        <source>1 ring point</source>
        <translation>1 Ringpunkt</translation>
    </message>
    <message>
        <source>%1 ring points</source>
        <translation>%1 Ringpunkte</translation>
    </message>
    <message>
        <source>dots: %1 keys</source>
        <translation>gezeichnet: %1 Schlüssel</translation>
    </message>
    <message>
        <source>%1 of %2 points</source>
        <translation>%1 von %2 Ringpunkten</translation>
    </message>
    <message>
        <source>dots: %1 of %2 keys</source>
        <translation>Punkte: %1 von %2 Schlüsseln</translation>
    </message>
    <message>
        <source>%1 has no ring</source>
        <translation>%1 hat keinen Ring</translation>
    </message>
    <message>
        <source>dots: keys at their hash</source>
        <translation>Punkte: Schlüssel an ihrem Hash</translation>
    </message>
    <message>
        <source>dots: keys at their slot</source>
        <translation>Punkte: Schlüssel an ihrem Slot</translation>
    </message>
    <message>
        <source>colour: owner</source>
        <translation>Farbe: Eigentümer</translation>
    </message>
    <message>
        <source>members</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>share of keys</source>
        <translation>Schlüsselanteil</translation>
    </message>
    <message>
        <source>members · share of keys</source>
        <translation>Knoten · Schlüsselanteil</translation>
    </message>
    <message>
        <source>+ %1 more</source>
        <translation>+ %1 weitere</translation>
    </message>
    <message>
        <source>%1 … %2</source>
        <translation>%1 … %2</translation>
    </message>
    <message>
        <source>slots %1 … %2</source>
        <translation>Slots %1 … %2</translation>
    </message>
    <message>
        <source>double-click: whole ring</source>
        <translation>Doppelklick: ganzer Ring</translation>
    </message>
    <message>
        <source>from %1
to %2</source>
        <translation>von %1
bis %2</translation>
    </message>
    <message>
        <source>from slot %1
to slot %2</source>
        <translation>von Slot %1
bis Slot %2</translation>
    </message>
    <message>
        <source>drag to pan, double-click for the whole ring</source>
        <translation>Ziehen verschiebt, Doppelklick zeigt den ganzen Ring</translation>
    </message>
    <message>
        <source>position %1 · %2</source>
        <translation>Position %1 · %2</translation>
    </message>
    <message>
        <source>slot %1</source>
        <translation>Slot %1</translation>
    </message>
    <message>
        <source>owner %1 · owns %2 of the ring</source>
        <translation>Eigentümer %1 · besitzt %2 des Rings</translation>
    </message>
    <message>
        <source>hash %1 · %2</source>
        <translation>Hash %1 · %2</translation>
    </message>
    <message>
        <source>owner %1 (point %2)</source>
        <translation>Eigentümer %1 (Punkt %2)</translation>
    </message>
    <message>
        <source>owner %1</source>
        <translation>Eigentümer %1</translation>
    </message>
    <message>
        <source>before the last change: %1</source>
        <translation>vor der letzten Änderung: %1</translation>
    </message>
    <message>
        <source>Computing…</source>
        <translation>Wird berechnet…</translation>
    </message>
    <message>
        <source>band: the slot table&apos;s owners</source>
        <translation>Band: die Eigentümer der Slot-Tabelle</translation>
    </message>
    <message>
        <source>marked: %1 of %2 slots changed owner</source>
        <translation>markiert: %1 von %2 Slots haben den Besitzer gewechselt</translation>
    </message>
    <message>
        <source>top 32 bits %1 · %2</source>
        <translation>obere 32 Bit %1 · %2</translation>
    </message>
    <message>
        <source>hash %1</source>
        <translation>Hash %1</translation>
    </message>
    <message>
        <source>dead</source>
        <translation>tot</translation>
    </message>
</context>
<context>
    <name>ringlab::ui::SimulationPanel</name>
    <message>
        <source>Failover</source>
        <translation>Failover</translation>
    </message>
    <message>
        <source>Flapping</source>
        <translation>Flattern</translation>
    </message>
    <message>
        <source>Version skew</source>
        <translation>Versionsabweichung</translation>
    </message>
    <message>
        <source>Hot keys</source>
        <translation>Heiße Schlüssel</translation>
    </message>
    <message>
        <source>Migration</source>
        <translation>Migration</translation>
    </message>
    <message>
        <source>E-commerce</source>
        <translation>E-Commerce</translation>
    </message>
    <message>
        <source>A node dies: its keys fail over and become misses</source>
        <translation>Ein Knoten fällt aus: Seine Schlüssel gehen per Failover weiter und werden zu Cache-Misses</translation>
    </message>
    <message>
        <source>A flapping node: the fixed penalty against K failures with backoff</source>
        <translation>Ein flatternder Knoten: die feste Strafzeit gegen K Fehler mit Backoff</translation>
    </message>
    <message>
        <source>A rolling deploy: clients on two membership versions</source>
        <translation>Ein schrittweises Deployment: Clients mit zwei Versionen der Knotenliste</translation>
    </message>
    <message>
        <source>Zipf popularity overheats one node; a local cache and bounded loads</source>
        <translation>Zipf-verteilte Beliebtheit überhitzt einen Knoten; ein lokaler Cache und begrenzte Lasten</translation>
    </message>
    <message>
        <source>Durable data: the bytes to copy and the dual-read window</source>
        <translation>Dauerhafte Daten: die zu kopierenden Bytes und das Doppel-Lese-Fenster</translation>
    </message>
    <message>
        <source>The article&apos;s 25-million-key fleet under every algorithm</source>
        <translation>Die Flotte des Artikels mit 25 Millionen Schlüsseln unter jedem Algorithmus</translation>
    </message>
</context>
<context>
    <name>ringlab::ui::SimulationTab</name>
    <message>
        <source>&amp;Run</source>
        <translation>&amp;Starten</translation>
    </message>
    <message>
        <source>Run the simulation with these settings</source>
        <translation>Die Simulation mit diesen Einstellungen starten</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Stop the run; the previous results stay</source>
        <translation>Den Lauf abbrechen; die vorigen Ergebnisse bleiben</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportieren…</translation>
    </message>
    <message>
        <source>Save a chart as PNG or SVG</source>
        <translation>Ein Diagramm als PNG oder SVG speichern</translation>
    </message>
    <message>
        <source>Cancelled. The results shown are from the previous run.</source>
        <translation>Abgebrochen. Die angezeigten Ergebnisse stammen vom vorigen Lauf.</translation>
    </message>
    <message>
        <source>Simulated in %1 s.</source>
        <translation>In %1 s simuliert.</translation>
    </message>
    <message>
        <source>Not run: %1. The results shown are from the previous run.</source>
        <translation>Nicht gestartet: %1. Die angezeigten Ergebnisse stammen vom vorigen Lauf.</translation>
    </message>
    <message>
        <source>Simulating…</source>
        <translation>Simulation läuft…</translation>
    </message>
    <message>
        <source>Export %1</source>
        <translation>%1 exportieren</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg)</source>
        <translation>PNG-Bild (*.png);;SVG-Zeichnung (*.svg)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 steady</source>
        <translation>%1 stabil</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>%1/s</source>
        <translation>%1/s</translation>
    </message>
    <message>
        <source>Fleet and traffic</source>
        <translation>Flotte und Verkehr</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>Cache nodes cache-01, cache-02, …</source>
        <translation>Cache-Knoten cache-01, cache-02, …</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <source>Keys %1 for i = 0 … keys − 1</source>
        <translation>Schlüssel %1 für i = 0 … Anzahl − 1</translation>
    </message>
    <message>
        <source>Requests/s</source>
        <translation>Anfragen/s</translation>
    </message>
    <message>
        <source>Reads the clients send per second of simulated time</source>
        <translation>Lesezugriffe, die die Clients pro Sekunde simulierter Zeit senden</translation>
    </message>
    <message>
        <source>Popularity</source>
        <translation>Beliebtheit</translation>
    </message>
    <message>
        <source>Which key each request asks for</source>
        <translation>Nach welchem Schlüssel jede Anfrage fragt</translation>
    </message>
    <message>
        <source>Zipf exponent</source>
        <translation>Zipf-Exponent</translation>
    </message>
    <message>
        <source>Larger: a few keys get most of the requests</source>
        <translation>Größer: Wenige Schlüssel bekommen die meisten Anfragen</translation>
    </message>
    <message>
        <source>Hit rate before</source>
        <translation>Trefferquote vorher</translation>
    </message>
    <message>
        <source>Share of requests to a cached key that hit before any event</source>
        <translation>Anteil der Anfragen nach einem gecachten Schlüssel, die vor jedem Ereignis Cache-Treffer sind</translation>
    </message>
    <message>
        <source>Client</source>
        <translation>Client</translation>
    </message>
    <message>
        <source>Failover depth</source>
        <translation>Failover-Tiefe</translation>
    </message>
    <message>
        <source>Owners tried in ring order (the article&apos;s failoverDepth)</source>
        <translation>Eigentümer, die in Ringreihenfolge versucht werden (failoverDepth im Artikel)</translation>
    </message>
    <message>
        <source>Policy</source>
        <translation>Strategie</translation>
    </message>
    <message>
        <source>How the client decides a node is gone</source>
        <translation>Wie der Client entscheidet, dass ein Knoten weg ist</translation>
    </message>
    <message>
        <source>Downtime</source>
        <translation>Auszeit</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Fixed penalty: a failing node stays out this long (downtimeMs)</source>
        <translation>Feste Strafzeit: Ein ausfallender Knoten bleibt so lange draußen (downtimeMs)</translation>
    </message>
    <message>
        <source>Failures K</source>
        <translation>Fehler K</translation>
    </message>
    <message>
        <source>Consecutive failures that remove a node</source>
        <translation>Aufeinanderfolgende Fehler, nach denen ein Knoten entfernt wird</translation>
    </message>
    <message>
        <source>Within</source>
        <translation>Innerhalb</translation>
    </message>
    <message>
        <source>The K failures must fall within this window</source>
        <translation>Die K Fehler müssen in dieses Zeitfenster fallen</translation>
    </message>
    <message>
        <source>First backoff</source>
        <translation>Erstes Backoff</translation>
    </message>
    <message>
        <source>Wait before the first health check; doubles after each failed one</source>
        <translation>Wartezeit vor der ersten Gesundheitsprüfung; verdoppelt sich nach jeder fehlgeschlagenen</translation>
    </message>
    <message>
        <source>Longest backoff</source>
        <translation>Längstes Backoff</translation>
    </message>
    <message>
        <source>The backoff stops doubling here</source>
        <translation>Hier hört das Backoff auf, sich zu verdoppeln</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Ereignis</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Was</translation>
    </message>
    <message>
        <source>What happens to the node</source>
        <translation>Was mit dem Knoten passiert</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>The node&apos;s id</source>
        <translation>Die ID des Knotens</translation>
    </message>
    <message>
        <source>At</source>
        <translation>Zeitpunkt</translation>
    </message>
    <message>
        <source>Simulated time of the event</source>
        <translation>Simulierte Zeit des Ereignisses</translation>
    </message>
    <message>
        <source>Flap period</source>
        <translation>Flatterperiode</translation>
    </message>
    <message>
        <source>Unreachable for one period, reachable for the next, …</source>
        <translation>Eine Periode unerreichbar, die nächste erreichbar, …</translation>
    </message>
    <message>
        <source>Flap until</source>
        <translation>Flattern bis</translation>
    </message>
    <message>
        <source>Reachable for good from then on</source>
        <translation>Ab dann dauerhaft erreichbar</translation>
    </message>
    <message>
        <source>Time-outs</source>
        <translation>Timeouts</translation>
    </message>
    <message>
        <source>Slow down: share of requests to the node that time out</source>
        <translation>Verlangsamen: Anteil der Anfragen an den Knoten, die in ein Timeout laufen</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>Zeitachse</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>Each point of the charts covers one step</source>
        <translation>Jeder Punkt der Diagramme umfasst einen Schritt</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Dauer</translation>
    </message>
    <message>
        <source>Simulated time in all</source>
        <translation>Simulierte Zeit insgesamt</translation>
    </message>
    <message>
        <source>Cache hit rate</source>
        <translation>Cache-Trefferquote</translation>
    </message>
    <message>
        <source>% of requests</source>
        <translation>% der Anfragen</translation>
    </message>
    <message>
        <source>hit rate</source>
        <translation>Trefferquote</translation>
    </message>
    <message>
        <source>Database reads</source>
        <translation>Datenbank-Lesezugriffe</translation>
    </message>
    <message>
        <source>reads/s</source>
        <translation>Lesezugriffe/s</translation>
    </message>
    <message>
        <source>database reads/s</source>
        <translation>DB-Lesezugriffe/s</translation>
    </message>
    <message>
        <source>Keys remapped</source>
        <translation>Verschobene Schlüssel</translation>
    </message>
    <message>
        <source>keys per step</source>
        <translation>Schlüssel pro Schritt</translation>
    </message>
    <message>
        <source>keys remapped</source>
        <translation>verschobene Schlüssel</translation>
    </message>
    <message>
        <source>Load per node</source>
        <translation>Last pro Knoten</translation>
    </message>
    <message>
        <source>requests/s answered</source>
        <translation>beantwortete Anfragen/s</translation>
    </message>
    <message>
        <source>%1 out of the ring</source>
        <translation>%1 außerhalb des Rings</translation>
    </message>
    <message>
        <source>Not run yet.</source>
        <translation>Noch nicht gestartet.</translation>
    </message>
</context>
<context>
    <name>ringlab::ui::TimeSeriesChart</name>
    <message>
        <source>%1M</source>
        <translation>%1M</translation>
    </message>
    <message>
        <source>%1k</source>
        <translation>%1k</translation>
    </message>
    <message>
        <source>Simulating…</source>
        <translation>Simulation läuft…</translation>
    </message>
    <message>
        <source>simulated time (s)</source>
        <translation>simulierte Zeit (s)</translation>
    </message>
</context>
<context>
    <name>ringlab::ui::TimelineBar</name>
    <message>
        <source>Timeline</source>
        <translation>Zeitleiste</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Zurück</translation>
    </message>
    <message>
        <source>Back one change, animated (Ctrl+Z)</source>
        <translation>Eine Änderung zurück, animiert (Strg+Z)</translation>
    </message>
    <message>
        <source>Forward ▶</source>
        <translation>Vor ▶</translation>
    </message>
    <message>
        <source>Forward one change, animated (Ctrl+Shift+Z)</source>
        <translation>Eine Änderung vor, animiert (Strg+Umschalt+Z)</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>Play the last change&apos;s movement again</source>
        <translation>Die Bewegung der letzten Änderung noch einmal abspielen</translation>
    </message>
    <message>
        <source>Slow motion</source>
        <translation>Zeitlupe</translation>
    </message>
    <message>
        <source>Play every change four times as slowly</source>
        <translation>Jede Änderung viermal so langsam abspielen</translation>
    </message>
    <message>
        <source>Step %L1 of %L2</source>
        <translation>Schritt %L1 von %L2</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Anfang</translation>
    </message>
    <message>
        <source>No change yet</source>
        <translation>Noch keine Änderung</translation>
    </message>
</context>
<context>
    <name>ringlab::ui::TransferMatrixView</name>
    <message>
        <source>Simulating…</source>
        <translation>Simulation läuft…</translation>
    </message>
    <message>
        <source>from ↓  to →</source>
        <translation>von ↓  nach →</translation>
    </message>
</context>
<context>
    <name>ringlab::ui::VersionSkewTab</name>
    <message>
        <source>A rolling deploy: some clients already see the new membership, the rest the old one. They disagree on where some keys live; a key written by both groups lands in two places.</source>
        <translation>Ein schrittweises Deployment: Manche Clients sehen schon die neue Knotenliste, der Rest noch die alte. Sie sind sich uneinig, wo manche Schlüssel liegen; ein Schlüssel, den beide Gruppen schreiben, landet an zwei Orten.</translation>
    </message>
    <message>
        <source>Nodes before</source>
        <translation>Knoten vorher</translation>
    </message>
    <message>
        <source>Membership the old clients see</source>
        <translation>Knotenliste, die die alten Clients sehen</translation>
    </message>
    <message>
        <source>Nodes after</source>
        <translation>Knoten nachher</translation>
    </message>
    <message>
        <source>Membership the new clients see</source>
        <translation>Knotenliste, die die neuen Clients sehen</translation>
    </message>
    <message>
        <source>Clients on the new version</source>
        <translation>Clients mit neuer Version</translation>
    </message>
    <message>
        <source>Share of the requests sent by clients that already see the new nodes</source>
        <translation>Anteil der Anfragen von Clients, die schon die neuen Knoten sehen</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <source>Keys session:user:{i}</source>
        <translation>Schlüssel session:user:{i}</translation>
    </message>
    <message>
        <source>Requests</source>
        <translation>Anfragen</translation>
    </message>
    <message>
        <source>Reads and writes across both groups</source>
        <translation>Lese- und Schreibzugriffe beider Gruppen zusammen</translation>
    </message>
    <message>
        <source>Writes</source>
        <translation>Schreibzugriffe</translation>
    </message>
    <message>
        <source>Share of the requests that write</source>
        <translation>Anteil der Anfragen, die schreiben</translation>
    </message>
    <message>
        <source>Client group</source>
        <translation>Client-Gruppe</translation>
    </message>
    <message>
        <source>Membership version</source>
        <translation>Version der Knotenliste</translation>
    </message>
    <message>
        <source>Reads</source>
        <translation>Lesezugriffe</translation>
    </message>
    <message>
        <source>Stale reads</source>
        <translation>Veraltete Lesezugriffe</translation>
    </message>
    <message>
        <source>version %1</source>
        <translation>Version %1</translation>
    </message>
    <message>
        <source>keys the groups disagree on</source>
        <translation>Schlüssel, bei denen die Gruppen uneinig sind</translation>
    </message>
    <message>
        <source>%1 (%2 keys)</source>
        <translation>%1 (%2 Schlüssel)</translation>
    </message>
    <message>
        <source>keys written to two places</source>
        <translation>an zwei Orte geschriebene Schlüssel</translation>
    </message>
    <message>
        <source>%1 of %2 written</source>
        <translation>%1 von %2 geschriebenen</translation>
    </message>
    <message>
        <source>stale reads</source>
        <translation>veraltete Lesezugriffe</translation>
    </message>
    <message>
        <source>%1 of %2 reads</source>
        <translation>%1 von %2 Lesezugriffen</translation>
    </message>
    <message>
        <source>Press Run to simulate</source>
        <translation>Zum Simulieren „Starten“ drücken</translation>
    </message>
    <message>
        <source>Stale reads by client group, against the keys in dispute</source>
        <translation>Veraltete Lesezugriffe je Client-Gruppe, gegenüber den strittigen Schlüsseln</translation>
    </message>
    <message>
        <source>% (see the legend)</source>
        <translation>% (siehe Legende)</translation>
    </message>
    <message>
        <source>stale reads, % of the group&apos;s reads</source>
        <translation>veraltete Lesezugriffe, % der Lesezugriffe der Gruppe</translation>
    </message>
    <message>
        <source>writes, % of the group&apos;s requests</source>
        <translation>Schreibzugriffe, % der Anfragen der Gruppe</translation>
    </message>
    <message>
        <source>keys in dispute %1</source>
        <translation>strittige Schlüssel %1</translation>
    </message>
</context>
<context>
    <name>ringlab::ui::VnodePanel</name>
    <message>
        <source>Virtual nodes per unit of weight; follows the lab&apos;s replicas</source>
        <translation>Virtuelle Knoten pro Gewichtseinheit; folgt den Replikaten des Labors</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>Virtual nodes each</source>
        <translation>Virtuelle Knoten je Knoten</translation>
    </message>
    <message>
        <source>The only node</source>
        <translation>Der einzige Knoten</translation>
    </message>
    <message>
        <source>All %1 nodes</source>
        <translation>Alle %1 Knoten</translation>
    </message>
    <message>
        <source>No nodes</source>
        <translation>Keine Knoten</translation>
    </message>
    <message>
        <source>%1 virtual nodes are too many to draw here (at most %2): lower the virtual nodes each.</source>
        <translation>%1 virtuelle Knoten sind zu viele zum Zeichnen (höchstens %2): die virtuellen Knoten je Knoten verringern.</translation>
    </message>
</context>
<context>
    <name>ringlab::ui::VnodeStrip</name>
    <message>
        <source>χ²/df %1</source>
        <translation>χ²/FG %1</translation>
    </message>
    <message>
        <source>p &lt; %1</source>
        <translation>p &lt; %1</translation>
    </message>
    <message>
        <source>p = %1</source>
        <translation>p = %1</translation>
    </message>
    <message>
        <source>✗ clustered</source>
        <translation>✗ geballt</translation>
    </message>
    <message>
        <source>✓ even</source>
        <translation>✓ gleichmäßig</translation>
    </message>
    <message>
        <source>Where the virtual nodes land</source>
        <translation>Wo die virtuellen Knoten landen</translation>
    </message>
    <message>
        <source>%1 · %2 virtual nodes</source>
        <translation>%1 · %2 virtuelle Knoten</translation>
    </message>
    <message>
        <source>%1 members × %2 virtual nodes = %3 points</source>
        <translation>%1 Knoten × %2 virtuelle Knoten = %3 Punkte</translation>
    </message>
    <message>
        <source>%1 members, %2 replicas × weight = %3 points</source>
        <translation>%1 Knoten, %2 Replikate × Gewicht = %3 Punkte</translation>
    </message>
    <message>
        <source>computing positions …</source>
        <translation>Positionen werden berechnet …</translation>
    </message>
    <message>
        <source>no members</source>
        <translation>keine Knoten</translation>
    </message>
    <message>
        <source>0</source>
        <translation>0</translation>
    </message>
    <message>
        <source>2³⁰</source>
        <translation>2³⁰</translation>
    </message>
    <message>
        <source>2³¹</source>
        <translation>2³¹</translation>
    </message>
    <message>
        <source>3·2³⁰</source>
        <translation>3·2³⁰</translation>
    </message>
    <message>
        <source>2³²</source>
        <translation>2³²</translation>
    </message>
    <message>
        <source>position on the ring</source>
        <translation>Position auf dem Ring</translation>
    </message>
    <message>
        <source>ticks: one per virtual node · grey bars: virtual nodes per bin · dashed: an even spread</source>
        <translation>Striche: einer pro virtuellem Knoten · graue Balken: virtuelle Knoten pro Abschnitt · gestrichelt: gleichmäßige Verteilung</translation>
    </message>
    <message>
        <source>ticks: virtual nodes · bars: per bin · dashed: even</source>
        <translation>Striche: virtuelle Knoten · Balken: pro Abschnitt · gestrichelt: gleichmäßig</translation>
    </message>
    <message>
        <source>χ²/df: 1 is even</source>
        <translation>χ²/FG: 1 ist gleichmäßig</translation>
    </message>
    <message>
        <source>! too regular</source>
        <translation>! zu regelmäßig</translation>
    </message>
</context>
</TS>
