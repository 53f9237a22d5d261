<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>Experiment</name>
    <message>
        <source>%L1 keys %2</source>
        <translation>%L1 clés %2</translation>
    </message>
    <message>
        <source>%1 … %2, weight 1 → + %3, and → − %4</source>
        <translation>%1 … %2, poids 1 → + %3, et → − %4</translation>
    </message>
    <message>
        <source>ring, 8 members × 160 replicas, {session-keys} in memory, one thread, best of 3; lookups per second over MD5&apos;s</source>
        <translation>anneau, 8 membres × 160 réplicas, {session-keys} en mémoire, un thread, meilleur de 3&#x202f;; recherches par seconde rapportées à celles de MD5</translation>
    </message>
    <message>
        <source>Timing depends on the machine and on the implementation (OpenSSL&apos;s MD5 here, Node&apos;s crypto in the article; C++ here, JavaScript there): only the order MD5 ≪ fnv1a-fmix32 &lt; fnv1a carries over.</source>
        <translation>Le temps dépend de la machine et de l’implémentation (MD5 d’OpenSSL ici, module crypto de Node.js dans l’article&#x202f;; C++ ici, JavaScript là-bas)&#xa0;: à nœuds et clés identiques, seul l’ordre MD5 ≪ fnv1a-fmix32 &lt; fnv1a se conserve.</translation>
    </message>
    <message>
        <source>Modulo: growing from 8 to 9 members moves almost every key</source>
        <translation>Modulo&#xa0;: passer de 8 à 9 membres déplace presque toutes les clés</translation>
    </message>
    <message>
        <source>modulo, cache-01 … cache-08 → + cache-09; fnv1a-fmix32, {session-keys}; theory 1 − 1/9</source>
        <translation>modulo, cache-01 … cache-08 → + cache-09&#x202f;; fnv1a-fmix32, {session-keys}&#x202f;; théorie 1 − 1/9</translation>
    </message>
    <message>
        <source>Modulo: losing one of 8 members remaps about 87 % of the keys</source>
        <translation>Modulo&#xa0;: perdre un membre sur 8 réaffecte environ 87&#x202f;% des clés</translation>
    </message>
    <message>
        <source>modulo, cache-01 … cache-08 → − cache-08; fnv1a-fmix32, {session-keys}; theory 1 − 1/8</source>
        <translation>modulo, cache-01 … cache-08 → − cache-08&#x202f;; fnv1a-fmix32, {session-keys}&#x202f;; théorie 1 − 1/8</translation>
    </message>
    <message>
        <source>Modulo: adding one node to a hundred invalidates about 99 % of the cache</source>
        <translation>Modulo&#xa0;: ajouter un nœud à cent invalide environ 99&#x202f;% du cache</translation>
    </message>
    <message>
        <source>modulo, 100 → 101 members; fnv1a-fmix32, {session-keys}; theory 1 − 1/101</source>
        <translation>modulo, 100 → 101 membres&#x202f;; fnv1a-fmix32, {session-keys}&#x202f;; théorie 1 − 1/101</translation>
    </message>
    <message>
        <source>Removing a node under modulo hashing redistributes ~80 % of the keys</source>
        <translation>Retirer un nœud en hachage modulo redistribue ~80&#x202f;% des clés</translation>
    </message>
    <message>
        <source>modulo, cache-01 … cache-05 → − cache-05; fnv1a-fmix32, {session-keys}; theory 1 − 1/5</source>
        <translation>modulo, cache-01 … cache-05 → − cache-05&#x202f;; fnv1a-fmix32, {session-keys}&#x202f;; théorie 1 − 1/5</translation>
    </message>
    <message>
        <source>Rendezvous: 8 → 9 members moves 11.09 % (minimum 11.11 %)</source>
        <translation>Rendez-vous&#xa0;: 8 → 9 membres déplace 11,09&#x202f;% (minimum 11,11&#x202f;%)</translation>
    </message>
    <message>
        <source>rendezvous, cache-01 … cache-08 → + cache-09; fnv1a-fmix32, {session-keys}; theory: the minimum 1/9</source>
        <translation>rendez-vous, cache-01 … cache-08 → + cache-09&#x202f;; fnv1a-fmix32, {session-keys}&#x202f;; théorie&#xa0;: le minimum 1/9</translation>
    </message>
    <message>
        <source>Rendezvous: 8 → 7 members stays near the minimum 12.5 %</source>
        <translation>Rendez-vous&#xa0;: 8 → 7 membres reste proche du minimum de 12,5&#x202f;%</translation>
    </message>
    <message>
        <source>rendezvous, cache-01 … cache-08 → − cache-08; fnv1a-fmix32, {session-keys}; theory: the minimum 1/8</source>
        <translation>rendez-vous, cache-01 … cache-08 → − cache-08&#x202f;; fnv1a-fmix32, {session-keys}&#x202f;; théorie&#xa0;: le minimum 1/8</translation>
    </message>
    <message>
        <source>Ring: 8 → 9 members moves 11.06 % (minimum 11.11 %)</source>
        <translation>Anneau&#xa0;: 8 → 9 membres déplace 11,06&#x202f;% (minimum 11,11&#x202f;%)</translation>
    </message>
    <message>
        <source>ring, cache-01 … cache-08 → + cache-09; fnv1a-fmix32, 160 replicas, {session-keys}; theory: the minimum 1/9</source>
        <translation>anneau, cache-01 … cache-08 → + cache-09&#x202f;; fnv1a-fmix32, 160 réplicas, {session-keys}&#x202f;; théorie&#xa0;: le minimum 1/9</translation>
    </message>
    <message>
        <source>Ring: 8 → 7 members moves 12.60 % (theory 12.50 %)</source>
        <translation>Anneau&#xa0;: 8 → 7 membres déplace 12,60&#x202f;% (théorie 12,50&#x202f;%)</translation>
    </message>
    <message>
        <source>ring, cache-01 … cache-08 → − cache-08; fnv1a-fmix32, 160 replicas, {session-keys}; theory: the minimum 1/8</source>
        <translation>anneau, cache-01 … cache-08 → − cache-08&#x202f;; fnv1a-fmix32, 160 réplicas, {session-keys}&#x202f;; théorie&#xa0;: le minimum 1/8</translation>
    </message>
    <message>
        <source>Jump: 8 → 9 buckets moves the minimal number of keys</source>
        <translation>Jump&#xa0;: 8 → 9 buckets déplace le nombre minimal de clés</translation>
    </message>
    <message>
        <source>jump, buckets cache-01 … cache-08 → + cache-09 at the end; fnv1a-fmix32, {session-keys}; theory: the minimum 1/9</source>
        <translation>jump, buckets cache-01 … cache-08 → + cache-09 à la fin&#x202f;; fnv1a-fmix32, {session-keys}&#x202f;; théorie&#xa0;: le minimum 1/9</translation>
    </message>
    <message>
        <source>Jump: removing the last of 8 buckets moves the minimum</source>
        <translation>Jump&#xa0;: retirer le dernier des 8 buckets déplace le minimum</translation>
    </message>
    <message>
        <source>jump, cache-01 … cache-08 → − cache-08 (the last bucket; any other renumbers the rest); fnv1a-fmix32, {session-keys}; theory 1/8</source>
        <translation>jump, cache-01 … cache-08 → − cache-08 (le dernier bucket&#x202f;; retirer un autre renumérote les suivants)&#x202f;; fnv1a-fmix32, {session-keys}&#x202f;; théorie 1/8</translation>
    </message>
    <message>
        <source>Directory (coordinator): 8 → 7 members</source>
        <translation>Annuaire (coordinateur)&#xa0;: 8 → 7 membres</translation>
    </message>
    <message>
        <source>Naive ring, 4 members at one point each: one owns 45 % of the key space, another 13 %</source>
        <translation>Anneau naïf, 4 membres à un point chacun&#xa0;: l’un possède 45&#x202f;% de l’espace des clés, un autre 13&#x202f;%</translation>
    </message>
    <message>
        <source>ring code as the article&apos;s (label cache-0N#0), fnv1a-fmix32, 1 replica, cache-01 … cache-04; exact share of the hash space; theory: expected largest and smallest of 4 random arcs</source>
        <translation>code d’anneau de l’article (étiquette cache-0N#0), fnv1a-fmix32, 1 réplica, cache-01 … cache-04&#x202f;; part exacte de l’espace de hachage&#x202f;; théorie&#xa0;: plus grand et plus petit de 4 arcs aléatoires, en espérance</translation>
    </message>
    <message>
        <source>The article&apos;s ring code places a one-point member at hash(&quot;cache-01#0&quot;). The printed 45 % and 13 % come from MD5 of the bare names cache-01 … cache-04 (next row: 44.9 % for cache-04, the node the article calls overloaded, and 13.3 %), i.e. the measurement was made with another hash and label than the code shown.</source>
        <translation>Le code d’anneau de l’article place un membre à un seul point en hash(&quot;cache-01#0&quot;). Les 45&#x202f;% et 13&#x202f;% publiés viennent du MD5 des noms nus cache-01 … cache-04 (ligne suivante&#xa0;: 44,9&#x202f;% pour cache-04, le nœud que l’article dit surchargé, et 13,3&#x202f;%)&#x202f;; la mesure a donc été faite avec un autre hachage et une autre étiquette que le code présenté.</translation>
    </message>
    <message>
        <source>The same, hashing the bare member names with MD5 (the likely setup of the article&apos;s measurement)</source>
        <translation>Idem, en hachant avec MD5 les noms nus des membres (la configuration probable de la mesure de l’article)</translation>
    </message>
    <message>
        <source>one point per member at md5(&quot;cache-0N&quot;), cache-01 … cache-04; exact share of the hash space</source>
        <translation>un point par membre en md5(&quot;cache-0N&quot;), cache-01 … cache-04&#x202f;; part exacte de l’espace de hachage</translation>
    </message>
    <message>
        <source>Largest over smallest share in that measurement: 3.4×</source>
        <translation>Plus grande part sur plus petite dans cette mesure&#xa0;: 3,4×</translation>
    </message>
    <message>
        <source>one point per member at md5(&quot;cache-0N&quot;), cache-01 … cache-04</source>
        <translation>un point par membre en md5(&quot;cache-0N&quot;), cache-01 … cache-04</translation>
    </message>
    <message>
        <source>Naive ring, 8 members at one point each: the most loaded carries 434 % of its fair share</source>
        <translation>Anneau naïf, 8 membres à un point chacun&#xa0;: le plus chargé porte 434&#x202f;% de sa part équitable</translation>
    </message>
    <message>
        <source>ring, fnv1a-fmix32, 1 replica, cache-01 … cache-08, {session-keys}; theory: expected largest arc, H₈ = 2.72× fair</source>
        <translation>anneau, fnv1a-fmix32, 1 réplica, cache-01 … cache-08, {session-keys}&#x202f;; théorie&#xa0;: plus grand arc en espérance, H₈ = 2,72× la part équitable</translation>
    </message>
    <message>
        <source>… and the least loaded 3.7 %</source>
        <translation>… et le moins chargé 3,7&#x202f;%</translation>
    </message>
    <message>
        <source>ring, fnv1a-fmix32, 1 replica, cache-01 … cache-08, {session-keys}; theory: expected smallest arc, 1/8 of fair</source>
        <translation>anneau, fnv1a-fmix32, 1 réplica, cache-01 … cache-08, {session-keys}&#x202f;; théorie&#xa0;: plus petit arc en espérance, 1/8 de la part équitable</translation>
    </message>
    <message>
        <source>Balance improves steadily with replicas; 160 is where the curve flattens, 500 is still clearly better</source>
        <translation>L’équilibre s’améliore régulièrement avec les réplicas&#x202f;; la courbe s’aplatit vers 160, 500 reste nettement meilleur</translation>
    </message>
    <message>
        <source>no figures</source>
        <translation>pas de chiffres</translation>
    </message>
    <message>
        <source>ring, cache-01 … cache-08, {session-keys}, replicas 1 … 1000; relative std-dev of keys per member (fnv1a-fmix32 at 1, 10, 160, 500, 1000; the chart: md5, fnv1a, fnv1a-fmix32); theory √(7 / (8r + 1))</source>
        <translation>anneau, cache-01 … cache-08, {session-keys}, réplicas 1 … 1000&#x202f;; écart type relatif des clés par membre (fnv1a-fmix32 à 1, 10, 160, 500, 1000&#x202f;; le graphique&#xa0;: md5, fnv1a, fnv1a-fmix32)&#x202f;; théorie √(7 / (8r + 1))</translation>
    </message>
    <message>
        <source>Measured: 500 replicas roughly halve 160&apos;s spread, as 1/√r predicts; the article&apos;s claim holds for fnv1a-fmix32 and md5. Plain fnv1a stays unbalanced at every count (its labels cluster).</source>
        <translation>Mesuré&#xa0;: 500 réplicas divisent à peu près par deux la dispersion de 160, comme le prévoit 1/√r&#x202f;; l’affirmation de l’article tient pour fnv1a-fmix32 et md5. fnv1a seul reste déséquilibré quel que soit le nombre (ses étiquettes se regroupent).</translation>
    </message>
    <message>
        <source>expected (uniform random points)</source>
        <translation>attendu (points aléatoires uniformes)</translation>
    </message>
    <message>
        <source>From 15–20 virtual nodes on, the distribution is almost perfect, the std-dev goes to zero</source>
        <translation>Dès 15–20 nœuds virtuels, la répartition est presque parfaite, l’écart type tend vers zéro</translation>
    </message>
    <message>
        <source>≈ 0 (almost perfect)</source>
        <translation>≈ 0 (presque parfait)</translation>
    </message>
    <message>
        <source>ring, md5 (the blog&apos;s hash), cache-01 … cache-03 (the blog&apos;s three nodes), 15 and 20 replicas, {session-keys}; &quot;almost perfect&quot; read as a relative std-dev of at most 5 %</source>
        <translation>anneau, md5 (le hachage du blog), cache-01 … cache-03 (les trois nœuds du blog), 15 et 20 réplicas, {session-keys}&#x202f;; «&#x202f;presque parfait&#x202f;» compris comme un écart type relatif d’au plus 5&#x202f;%</translation>
    </message>
    <message>
        <source>The spread falls only as 1/√r: with 15–20 points per node one node still carries about 20 % more or less than its share. A relative std-dev under 5 % takes several hundred points per node (see replicas-sweep).</source>
        <translation>La dispersion ne décroît qu’en 1/√r&#xa0;: avec 15–20 points par nœud, un nœud porte encore environ 20&#x202f;% de plus ou de moins que sa part. Un écart type relatif sous 5&#x202f;% demande plusieurs centaines de points par nœud (voir replicas-sweep).</translation>
    </message>
    <message>
        <source>A ring point takes about 12 bytes (4-byte position + 8-byte owner reference)</source>
        <translation>Un point de l’anneau occupe environ 12 octets (position de 4 octets + référence au propriétaire de 8 octets)</translation>
    </message>
    <message>
        <source>RingPlacement::memoryBytes() / points, cache-01 … cache-08 at 160 and 500 replicas, fnv1a-fmix32</source>
        <translation>RingPlacement::memoryBytes() / points, cache-01 … cache-08 à 160 et 500 réplicas, fnv1a-fmix32</translation>
    </message>
    <message>
        <source>RingLab&apos;s own layout, not the article&apos;s JavaScript: a 4-byte position, a 2-byte owner index and a top-bits lookup index of at most 3.5 bytes a point.</source>
        <translation>Disposition propre à RingLab, pas le JavaScript de l’article&#xa0;: une position de 4 octets, un index de propriétaire de 2 octets et un index de recherche sur les bits de poids fort d’au plus 3,5 octets par point.</translation>
    </message>
    <message>
        <source>Eight members with 500 replicas take less than 50 KB</source>
        <translation>Huit membres à 500 réplicas occupent moins de 50 Ko</translation>
    </message>
    <message>
        <source>RingPlacement::memoryBytes(), cache-01 … cache-08, 500 replicas (4,000 points); 1 KB = 1,000 bytes; theory: the article&apos;s 4,000 × 12 bytes</source>
        <translation>RingPlacement::memoryBytes(), cache-01 … cache-08, 500 réplicas (4&#x202f;000 points)&#x202f;; 1 Ko = 1&#x202f;000 octets&#x202f;; théorie&#xa0;: les 4&#x202f;000 × 12 octets de l’article</translation>
    </message>
    <message>
        <source>Swapping MD5 for FNV-1a takes the std-dev of load per node from 10.4 % to 30.7 %; fmix32 restores the balance</source>
        <translation>Remplacer MD5 par FNV-1a fait passer l’écart type de la charge par nœud de 10,4&#x202f;% à 30,7&#x202f;%&#x202f;; fmix32 rétablit l’équilibre</translation>
    </message>
    <message>
        <source>ring, cache-01 … cache-08, 160 replicas, {session-keys}; relative std-dev of keys per member; theory √(7 / 1281) for uniform points</source>
        <translation>anneau, cache-01 … cache-08, 160 réplicas, {session-keys}&#x202f;; écart type relatif des clés par membre&#x202f;; théorie √(7 / 1281) pour des points uniformes</translation>
    </message>
    <message>
        <source>The direction reproduces: fnv1a is three to five times worse than md5 and fnv1a-fmix32, which both lie within the spread expected of uniform points (7.4 % ± about 2 % for 8 members). The exact figures do not, and here fmix32 is not better than md5: a 160-point ring&apos;s spread depends on the member names, and the article&apos;s evidently differ (its vnode listing was made with a member called &quot;a&quot;).</source>
        <translation>La tendance se reproduit&#xa0;: fnv1a est trois à cinq fois pire que md5 et fnv1a-fmix32, qui restent tous deux dans la dispersion attendue de points uniformes (7,4&#x202f;% ± environ 2&#x202f;% pour 8 membres). Les chiffres exacts, non, et ici fmix32 n’est pas meilleur que md5&#xa0;: la dispersion d’un anneau à 160 points dépend des noms des membres, et ceux de l’article diffèrent manifestement (sa liste de nœuds virtuels a été faite avec un membre nommé «&#x202f;a&#x202f;»).</translation>
    </message>
    <message>
        <source>A ring on MD5 managed only 423,000 lookups per second</source>
        <translation>Un anneau sur MD5 n’atteint que 423&#x202f;000 recherches par seconde</translation>
    </message>
    <message>
        <source>ring, md5, cache-01 … cache-08 × 160 replicas, {session-keys} in memory, one thread, best of 3</source>
        <translation>anneau, md5, cache-01 … cache-08 × 160 réplicas, {session-keys} en mémoire, un thread, meilleur de 3</translation>
    </message>
    <message>
        <source>Timing depends on the machine and the implementation: OpenSSL&apos;s MD5 in C++ here, Node&apos;s crypto module (a call per key) in the article.</source>
        <translation>Le temps dépend de la machine et de l’implémentation, même à nœuds et clés identiques&#xa0;: MD5 d’OpenSSL en C++ ici, module crypto de Node.js (un appel par clé) dans l’article.</translation>
    </message>
    <message>
        <source>FNV-1a instead of MD5: about 15× the throughput</source>
        <translation>FNV-1a au lieu de MD5&#xa0;: environ 15× le débit</translation>
    </message>
    <message>
        <source>fnv1a-fmix32: the balance of MD5 at about 13× its speed</source>
        <translation>fnv1a-fmix32&#xa0;: l’équilibre de MD5 à environ 13× sa vitesse</translation>
    </message>
    <message>
        <source>Under FNV-1a, cache-01#0 … #4 land in a narrow band around 4.0 billion</source>
        <translation>Avec FNV-1a, cache-01#0 … #4 tombent dans une bande étroite autour de 4,0 milliards</translation>
    </message>
    <message>
        <source>fnv1a of the labels cache-01#0 … cache-01#4 (the ring&apos;s labels)</source>
        <translation>fnv1a des étiquettes cache-01#0 … cache-01#4 (les étiquettes de l’anneau)</translation>
    </message>
    <message>
        <source>cache-01&apos;s labels cluster just the same (a band of 67 million, 1.6 % of the ring), but at other positions: the printed numbers are exactly FNV-1a of a#0 … a#4 (next row), so the listing came from a member named &quot;a&quot;.</source>
        <translation>Les étiquettes de cache-01 se regroupent tout autant (une bande de 67 millions, 1,6&#x202f;% de l’anneau), mais à d’autres positions&#xa0;: les nombres publiés sont exactement le FNV-1a de a#0 … a#4 (ligne suivante)&#x202f;; la liste venait donc d’un membre nommé «&#x202f;a&#x202f;».</translation>
    </message>
    <message>
        <source>The article&apos;s printed positions, recomputed for a member named &quot;a&quot;</source>
        <translation>Les positions publiées par l’article, recalculées pour un membre nommé «&#x202f;a&#x202f;»</translation>
    </message>
    <message>
        <source>fnv1a of the labels a#0 … a#4</source>
        <translation>fnv1a des étiquettes a#0 … a#4</translation>
    </message>
    <message>
        <source>Under MD5, cache-01#0 … #4 spread over the whole ring</source>
        <translation>Avec MD5, cache-01#0 … #4 se répartissent sur tout l’anneau</translation>
    </message>
    <message>
        <source>Under fnv1a-fmix32, cache-01#0 … #4 spread over the whole ring</source>
        <translation>Avec fnv1a-fmix32, cache-01#0 … #4 se répartissent sur tout l’anneau</translation>
    </message>
    <message>
        <source>spread out</source>
        <translation>dispersés</translation>
    </message>
    <message>
        <source>md5 of the labels cache-01#0 … cache-01#4</source>
        <translation>md5 des étiquettes cache-01#0 … cache-01#4</translation>
    </message>
    <message>
        <source>fnv1a-fmix32 of the labels cache-01#0 … cache-01#4</source>
        <translation>fnv1a-fmix32 des étiquettes cache-01#0 … cache-01#4</translation>
    </message>
    <message>
        <source>Weights 4:4:1:1 give 40.6 %, 41.1 %, 9.4 %, 9.0 % against the ideal 40/40/10/10</source>
        <translation>Les poids 4:4:1:1 donnent 40,6&#x202f;%, 41,1&#x202f;%, 9,4&#x202f;%, 9,0&#x202f;% contre l’idéal 40/40/10/10</translation>
    </message>
    <message>
        <source>ring, fnv1a-fmix32, 160 replicas per unit of weight, cache-01=4, cache-02=4, cache-03=1, cache-04=1, {session-keys}</source>
        <translation>anneau, fnv1a-fmix32, 160 réplicas par unité de poids, cache-01=4, cache-02=4, cache-03=1, cache-04=1, {session-keys}</translation>
    </message>
    <message>
        <source>Not reproducible from the article&apos;s code with cache-01 … cache-04; no other naming tried (a–d, node-N, cache-N, md5) gives exactly the printed shares either. Both lie within a 160-point ring&apos;s expected spread (about ±1/√(160·w): ±0.8 points for the 10 % members, ±1.6 for the 40 % ones), so the article most likely measured other member names.</source>
        <translation>Non reproductible avec le code de l’article et cache-01 … cache-04&#x202f;; aucun autre nommage des nœuds essayé (a–d, node-N, cache-N, md5) ne donne non plus exactement les parts publiées. Les deux restent dans la dispersion attendue d’un anneau à 160 points (environ ±1/√(160·w)&#xa0;: ±0,8 point pour les membres à 10&#x202f;%, ±1,6 pour ceux à 40&#x202f;%)&#x202f;; l’article a donc très probablement mesuré d’autres noms de membres.</translation>
    </message>
    <message>
        <source>Four nodes, 10,000 keys: cache-01 2213 | cache-02 2462 | cache-03 2923 | cache-04 2402</source>
        <translation>Quatre nœuds, 10&#x202f;000 clés&#xa0;: cache-01 2213 | cache-02 2462 | cache-03 2923 | cache-04 2402</translation>
    </message>
    <message>
        <source>ring, fnv1a-fmix32, 160 replicas, cache-01 … cache-04, keys user:0 … user:9999; theory: 2,500 each</source>
        <translation>anneau, fnv1a-fmix32, 160 réplicas, cache-01 … cache-04, clés user:0 … user:9999&#x202f;; théorie&#xa0;: 2&#x202f;500 chacun</translation>
    </message>
    <message>
        <source>Killing cache-02 of four turns 24.6 % of the traffic into misses</source>
        <translation>Arrêter cache-02, l’un des quatre, transforme 24,6&#x202f;% du trafic en défauts de cache</translation>
    </message>
    <message>
        <source>ring, fnv1a-fmix32, 160 replicas, cache-01 … cache-04, keys user:0 … user:9999, kill cache-02; failover depth 2 (a miss is served by the next owner clockwise); theory 1/4</source>
        <translation>anneau, fnv1a-fmix32, 160 réplicas, cache-01 … cache-04, clés user:0 … user:9999, arrêt de cache-02&#x202f;; profondeur de basculement 2 (un défaut de cache est servi par le propriétaire suivant dans le sens horaire)&#x202f;; théorie 1/4</translation>
    </message>
    <message>
        <source>… and no hard failures: every key of cache-02 is served by the next node</source>
        <translation>… et aucun échec définitif&#xa0;: chaque clé de cache-02 est servie par le nœud suivant</translation>
    </message>
    <message>
        <source>as failover-4-misses; a hard failure is a key with no other owner</source>
        <translation>comme failover-4-misses&#x202f;; un échec définitif est une clé sans autre propriétaire</translation>
    </message>
    <message>
        <source>With eight nodes one failure costs 12.5 % misses</source>
        <translation>Avec huit nœuds, une panne coûte 12,5&#x202f;% de défauts de cache</translation>
    </message>
    <message>
        <source>ring, fnv1a-fmix32, 160 replicas, cache-01 … cache-08, keys user:0 … user:9999, kill cache-02; theory 1/8</source>
        <translation>anneau, fnv1a-fmix32, 160 réplicas, cache-01 … cache-08, clés user:0 … user:9999, arrêt de cache-02&#x202f;; théorie 1/8</translation>
    </message>
    <message>
        <source>The article&apos;s 12.5 % is 1/8, the expectation; the misses are the killed node&apos;s actual share of the keys, which at 160 replicas is off 1/N by a point or so.</source>
        <translation>Les 12,5&#x202f;% de l’article valent 1/8, l’espérance&#x202f;; les défauts de cache sont la part réelle des clés du nœud arrêté, qui à 160 réplicas s’écarte de 1/N d’environ un point.</translation>
    </message>
    <message>
        <source>Rolling 8 → 9: half the clients see 8 nodes, half 9; they disagree on about 11 % of the keys</source>
        <translation>Déploiement progressif 8 → 9&#xa0;: la moitié des clients voit 8 nœuds, l’autre moitié 9&#x202f;; ils divergent sur environ 11&#x202f;% des clés</translation>
    </message>
    <message>
        <source>ring, fnv1a-fmix32, 160 replicas, one client group on cache-01 … cache-08, the other on cache-01 … cache-09, {session-keys}; share of keys the groups send to different nodes; theory 1/9</source>
        <translation>anneau, fnv1a-fmix32, 160 réplicas, un groupe de clients sur cache-01 … cache-08, l’autre sur cache-01 … cache-09, {session-keys}&#x202f;; part des clés que les groupes envoient à des nœuds différents&#x202f;; théorie 1/9</translation>
    </message>
    <message>
        <source>Changing replicas from 160 to 500 moves every ring position and nearly all keys</source>
        <translation>Passer de 160 à 500 réplicas déplace toutes les positions de l’anneau et presque toutes les clés</translation>
    </message>
    <message>
        <source>almost all</source>
        <translation>presque toutes</translation>
    </message>
    <message>
        <source>ring, fnv1a-fmix32, cache-01 … cache-08, 160 → 500 replicas, {session-keys}; &quot;almost all&quot; read as at least 90 %; theory (1 − 160/500) × 7/8</source>
        <translation>anneau, fnv1a-fmix32, cache-01 … cache-08, 160 → 500 réplicas, {session-keys}&#x202f;; «&#x202f;presque toutes&#x202f;» compris comme au moins 90&#x202f;%&#x202f;; théorie (1 − 160/500) × 7/8</translation>
    </message>
    <message>
        <source>The article&apos;s own ring keeps every old position: labels cache-0N#0 … #159 hash the same at 500 replicas, and 340 new points a member are added. A key moves only when a new point of another member lands before its old point: about (1 − 160/500) × (N − 1)/N, 59.5 % for 8 members (51 % for 4). Disruptive, but not &quot;almost all&quot;.</source>
        <translation>L’anneau de l’article garde toutes les anciennes positions&#xa0;: les étiquettes cache-0N#0 … #159 ont le même hash à 500 réplicas, et 340 nouveaux points s’ajoutent par membre. Une clé ne se déplace que si un nouveau point d’un autre membre tombe avant son ancien point&#xa0;: environ (1 − 160/500) × (N − 1)/N, soit 59,5&#x202f;% pour 8 membres (51&#x202f;% pour 4). Perturbant, mais pas «&#x202f;presque toutes&#x202f;».</translation>
    </message>
    <message>
        <source>% of fair share</source>
        <translation>% de la part équitable</translation>
    </message>
    <message>
        <source>lookups/s</source>
        <translation>recherches/s</translation>
    </message>
    <message>
        <source>Envoy: when a host is removed, Maglev moves about double the keys a hash ring moves</source>
        <translation>Envoy&#xa0;: quand un hôte est retiré, Maglev déplace environ deux fois plus de clés qu’un anneau de hachage</translation>
    </message>
    <message>
        <source>host-001 … host-100:11211 → − host-043; Maglev (65,537 slots) against the ring (160 virtual nodes, fnv1a-fmix32), which moves only the removed host&apos;s keys; {session-keys}; theory: 1 (the minimum for both)</source>
        <translation>host-001 … host-100:11211 → − host-043&#x202f;; Maglev (65&#x202f;537 slots) contre l’anneau (160 nœuds virtuels, fnv1a-fmix32), qui ne déplace que les clés de l’hôte retiré&#x202f;; {session-keys}&#x202f;; théorie&#xa0;: 1 (le minimum pour les deux)</translation>
    </message>
    <message>
        <source>Envoy&apos;s load balancer documentation, Maglev: “simulations show approximately double the keys will move”.</source>
        <translation>Documentation des répartiteurs de charge d’Envoy, Maglev&#xa0;: «&#xa0;simulations show approximately double the keys will move&#xa0;» (les simulations montrent environ deux fois plus de clés déplacées).</translation>
    </message>
    <message>
        <source>Maglev: removing one of 100 hosts moves more than the minimum 1 %</source>
        <translation>Maglev&#xa0;: retirer un hôte sur 100 déplace plus que le minimum de 1&#x202f;%</translation>
    </message>
    <message>
        <source>host-001 … host-100:11211 → − host-043; Maglev, 65,537 slots, xxHash64; {session-keys}; theory: the minimum 1/100</source>
        <translation>host-001 … host-100:11211 → − host-043&#x202f;; Maglev, 65&#x202f;537 slots, xxHash64&#x202f;; {session-keys}&#x202f;; théorie&#xa0;: le minimum 1/100</translation>
    </message>
    <message>
        <source>Ketama: a 101st server takes its share, 1/101 of the keys, and moves nothing else</source>
        <translation>Ketama&#xa0;: un 101ᵉ serveur prend sa part, 1/101 des clés, et ne déplace rien d’autre</translation>
    </message>
    <message>
        <source>host-001 … host-100:11211 → + host-101; libmemcached&apos;s weighted ketama (MD5); {session-keys}; theory: the minimum 1/101</source>
        <translation>host-001 … host-100:11211 → + host-101&#x202f;; ketama pondéré de libmemcached (MD5)&#x202f;; {session-keys}&#x202f;; théorie&#xa0;: le minimum 1/101</translation>
    </message>
    <message>
        <source>libmemcached counts points in single precision: floor(1/100 × 40 × 100 + 1e-10) is 39 for 100 equal servers (156 points each) but 40 for 101 (160 points each), so every old server gains four points and keys move between old servers too. RingLab&apos;s ketama agrees with the real libmemcached key for key here (tst_ketama).</source>
        <translation>libmemcached compte les points en simple précision&#xa0;: floor(1/100 × 40 × 100 + 1e-10) vaut 39 pour 100 serveurs égaux (156 points chacun) mais 40 pour 101 (160 points chacun)&#x202f;; chaque ancien serveur gagne donc quatre points et des clés passent aussi d’un ancien serveur à l’autre. Le ketama de RingLab concorde ici clé par clé avec le vrai libmemcached (tst_ketama).</translation>
    </message>
    <message>
        <source>Ketama: a 100th server takes its share, 1/100 of the keys, and moves nothing else</source>
        <translation>Ketama&#xa0;: un 100ᵉ serveur prend sa part, 1/100 des clés, et ne déplace rien d’autre</translation>
    </message>
    <message>
        <source>host-001 … host-099:11211 → + host-100; libmemcached&apos;s weighted ketama (MD5); {session-keys}; theory: the minimum 1/100</source>
        <translation>host-001 … host-099:11211 → + host-100&#x202f;; ketama pondéré de libmemcached (MD5)&#x202f;; {session-keys}&#x202f;; théorie&#xa0;: le minimum 1/100</translation>
    </message>
    <message>
        <source>libmemcached counts points in single precision: 99 equal servers get 160 points each but 100 get 156, so every old server loses four points and keys move between old servers too.</source>
        <translation>libmemcached compte les points en simple précision&#xa0;: 99 serveurs égaux reçoivent 160 points chacun mais 100 en reçoivent 156&#x202f;; chaque ancien serveur perd donc quatre points et des clés passent aussi d’un ancien serveur à l’autre.</translation>
    </message>
    <message>
        <source>Envoy&apos;s ring hash is consistent hashing: an 11th host takes its share, 1/11 of the keys, and moves nothing else</source>
        <translation>Le ring hash d’Envoy est du hachage cohérent&#xa0;: un 11e hôte prend sa part, 1/11 des clés, et rien d’autre ne bouge</translation>
    </message>
    <message>
        <source>10.0.0.1 … 10.0.0.10:80 → + 10.0.0.11:80; Envoy&apos;s ring hash (xxHash64, minimum_ring_size 1,024); {session-keys}; theory: the minimum 1/11</source>
        <translation>10.0.0.1 … 10.0.0.10:80 → + 10.0.0.11:80&#x202f;; ring hash d’Envoy (xxHash64, minimum_ring_size 1&#x202f;024)&#x202f;; {session-keys}&#x202f;; théorie&#xa0;: le minimum 1/11</translation>
    </message>
    <message>
        <source>Envoy sizes the ring so that the least-weighted host gets ceil(1,024 / N) points: 103 a host for 10 hosts, 94 for 11. Every old host loses nine points, and the keys of those arcs go to whichever host is next, old or new.</source>
        <translation>Envoy dimensionne l’anneau pour que l’hôte de plus faible poids reçoive ceil(1&#x202f;024 / N) points&#xa0;: 103 par hôte pour 10 hôtes, 94 pour 11. Chaque ancien hôte perd neuf points, et les clés de ces arcs vont à l’hôte suivant, ancien ou nouveau.</translation>
    </message>
    <message>
        <source>Cassandra: a joining node takes token ranges from the others and no data moves between old nodes</source>
        <translation>Cassandra&#xa0;: un nœud qui rejoint prend des plages de jetons aux autres et aucune donnée ne circule entre anciens nœuds</translation>
    </message>
    <message>
        <source>cassandra-01 … cassandra-12 → + cassandra-13; Murmur3 tokens, num_tokens 16 drawn at random; {session-keys}; measured: keys moved over the least that must move; theory: 1</source>
        <translation>cassandra-01 … cassandra-12 → + cassandra-13&#x202f;; jetons Murmur3, num_tokens 16 tirés au hasard&#x202f;; {session-keys}&#x202f;; mesuré&#xa0;: clés déplacées sur le minimum à déplacer&#x202f;; théorie&#xa0;: 1</translation>
    </message>
    <message>
        <source>Cassandra: random tokens balance as 1/√num_tokens, so 256 tokens a node spread data about four times as evenly as 16</source>
        <translation>Cassandra&#xa0;: des jetons aléatoires équilibrent en 1/√num_tokens, donc 256 jetons par nœud répartissent les données environ quatre fois plus régulièrement que 16</translation>
    </message>
    <message>
        <source>cassandra-01 … cassandra-12, random tokens, 20 token seeds; measured: the mean relative standard deviation of the nodes&apos; shares of the token space with 16 tokens over that with 256; theory: √(256 / 16) = 4</source>
        <translation>cassandra-01 … cassandra-12, jetons aléatoires, 20 graines&#x202f;; mesuré&#xa0;: l’écart type relatif moyen des parts de l’espace des jetons des nœuds avec 16 jetons sur celui avec 256&#x202f;; théorie&#xa0;: √(256 / 16) = 4</translation>
    </message>
    <message>
        <source>Why Cassandra 4.0&apos;s default of 16 tokens comes with its token allocation algorithm (allocate_tokens_for_local_replication_factor): 16 random tokens leave nodes far apart.</source>
        <translation>C’est pourquoi les 16 jetons par défaut de Cassandra 4.0 vont avec son algorithme d’allocation des jetons (allocate_tokens_for_local_replication_factor)&#xa0;: 16 jetons aléatoires laissent les nœuds très inégaux.</translation>
    </message>
    <message>
        <source>Cassandra&apos;s documentation (Dynamo, vnodes): “When a new node is added it accepts approximately equal amounts of data from other nodes in the ring” and “When a node is decommissioned, it loses data roughly equally to other members of the ring”.</source>
        <translation>Documentation de Cassandra (Dynamo, vnodes)&#xa0;: «&#xa0;When a new node is added it accepts approximately equal amounts of data from other nodes in the ring&#xa0;» et «&#xa0;When a node is decommissioned, it loses data roughly equally to other members of the ring&#xa0;» (un nouveau nœud reçoit des autres nœuds des quantités de données à peu près égales&#x202f;; un nœud mis hors service cède ses données à peu près également aux autres).</translation>
    </message>
    <message>
        <source>Cassandra&apos;s documentation: with random tokens, “to keep balance the default number of tokens per node had to be quite high, at 256” (Dynamo, vnodes); “Using 8 vnodes distributes the workload between systems with a ~10% variance”, with the token allocator (Production recommendations).</source>
        <translation>Documentation de Cassandra&#xa0;: avec des jetons aléatoires, «&#xa0;to keep balance the default number of tokens per node had to be quite high, at 256&#xa0;» (pour garder l’équilibre, le nombre de jetons par nœud par défaut devait être assez élevé, 256&#x202f;; Dynamo, vnodes)&#x202f;; «&#xa0;Using 8 vnodes distributes the workload between systems with a ~10% variance&#xa0;» (8 vnodes répartissent la charge avec une variance d’environ 10&#x202f;%), avec l’allocateur de jetons (Production recommendations).</translation>
    </message>
    <message>
        <source>Side by side, modulo (the baseline): adding or removing one of 10 nodes moves almost every key, about N times the least that must move</source>
        <translation>Côte à côte, modulo (la référence)&#xa0;: ajouter ou retirer un nœud sur 10 déplace presque toutes les clés, environ N fois le minimum à déplacer</translation>
    </message>
    <message>
        <source>{side-by-side-change}; hash mod N (fnv1a-fmix32); {session-keys}; measured: keys moved over the least that must move (add / remove); theory: N/(N ± 1) of the keys over the least</source>
        <translation>{side-by-side-change}&#x202f;; hachage mod N (fnv1a-fmix32)&#x202f;; {session-keys}&#x202f;; mesuré&#xa0;: clés déplacées sur le minimum à déplacer (ajout / retrait)&#x202f;; théorie&#xa0;: N/(N ± 1) des clés sur le minimum</translation>
    </message>
    <message>
        <source>The baseline the clients below are set against; the article gives no figure for this fleet.</source>
        <translation>La référence à laquelle se comparent les clients ci-dessous&#x202f;; l’article ne donne aucun chiffre pour ce parc.</translation>
    </message>
    <message>
        <source>Side by side, the article&apos;s ring (160 virtual nodes): adding or removing a node moves only the keys that must move</source>
        <translation>Côte à côte, l’anneau de l’article (160 nœuds virtuels)&#xa0;: ajouter ou retirer un nœud ne déplace que les clés qui doivent bouger</translation>
    </message>
    <message>
        <source>{side-by-side-change}; the ring (160 virtual nodes, fnv1a-fmix32); {session-keys}; measured: keys moved over the least that must move (add / remove); theory: 1</source>
        <translation>{side-by-side-change}&#x202f;; l’anneau (160 nœuds virtuels, fnv1a-fmix32)&#x202f;; {session-keys}&#x202f;; mesuré&#xa0;: clés déplacées sur le minimum à déplacer (ajout / retrait)&#x202f;; théorie&#xa0;: 1</translation>
    </message>
    <message>
        <source>Side by side, ketama (libmemcached): adding or removing a server remaps only a small proportion of the keys, those that must move</source>
        <translation>Côte à côte, ketama (libmemcached)&#xa0;: ajouter ou retirer un serveur ne réaffecte qu’une petite partie des clés, celles qui doivent bouger</translation>
    </message>
    <message>
        <source>{side-by-side-change}; libmemcached&apos;s weighted ketama (MD5); {session-keys}; measured: keys moved over the least that must move (add / remove); theory: 1</source>
        <translation>{side-by-side-change}&#x202f;; ketama pondéré de libmemcached (MD5)&#x202f;; {session-keys}&#x202f;; mesuré&#xa0;: clés déplacées sur le minimum à déplacer (ajout / retrait)&#x202f;; théorie&#xa0;: 1</translation>
    </message>
    <message>
        <source>libmemcached counts each server&apos;s points in single precision from its share of the total weight: when the count changes with the number of servers, every old server&apos;s points change and keys move between old servers too.</source>
        <translation>libmemcached compte les points de chaque serveur en simple précision à partir de sa part du poids total&#xa0;: quand ce nombre change avec le nombre de serveurs, les points de chaque ancien serveur changent et des clés passent aussi d’un ancien serveur à l’autre.</translation>
    </message>
    <message>
        <source>libketama&apos;s README: “If you then add or remove a server from the list, only a small proportion of keys end up mapping to different servers.” Read here as: only the keys that must move.</source>
        <translation>README de libketama&#xa0;: «&#xa0;If you then add or remove a server from the list, only a small proportion of keys end up mapping to different servers.&#xa0;» (si l’on ajoute ou retire ensuite un serveur de la liste, seule une petite partie des clés aboutit sur d’autres serveurs). Compris ici comme&#xa0;: seules les clés qui doivent bouger.</translation>
    </message>
    <message>
        <source>Side by side, Maglev (65,537 entries): removing a host moves about double the keys a ring hash moves</source>
        <translation>Côte à côte, Maglev (65&#x202f;537 entrées)&#xa0;: retirer un hôte déplace environ deux fois plus de clés qu’un anneau de hachage</translation>
    </message>
    <message>
        <source>{side-by-side-change}; Envoy&apos;s Maglev (65,537 entries, xxHash64); {session-keys}; measured: keys moved over the least that must move, which the ring meets (add / remove); theory: 1</source>
        <translation>{side-by-side-change}&#x202f;; Maglev d’Envoy (65&#x202f;537 entrées, xxHash64)&#x202f;; {session-keys}&#x202f;; mesuré&#xa0;: clés déplacées sur le minimum à déplacer, que l’anneau atteint (ajout / retrait)&#x202f;; théorie&#xa0;: 1</translation>
    </message>
    <message>
        <source>Maglev&apos;s disruption shrinks as the table grows against the number of hosts: 65,537 entries for 10 hosts is a large table, and few entries change owner beyond the removed host&apos;s.</source>
        <translation>La perturbation de Maglev diminue à mesure que la table grandit par rapport au nombre d’hôtes&#xa0;: 65&#x202f;537 entrées pour 10 hôtes, c’est une grande table, et peu d’entrées changent de propriétaire au-delà de celles de l’hôte retiré.</translation>
    </message>
    <message>
        <source>Envoy&apos;s load balancer documentation, Maglev: “More keys will move position when hosts are removed (simulations show approximately double the keys will move)”. It gives no figure for an added host.</source>
        <translation>Documentation des répartiteurs de charge d’Envoy, Maglev&#xa0;: «&#xa0;More keys will move position when hosts are removed (simulations show approximately double the keys will move)&#xa0;» (davantage de clés changent de place quand des hôtes sont retirés&#x202f;; les simulations en montrent environ deux fois plus). Elle ne donne aucun chiffre pour un hôte ajouté.</translation>
    </message>
    <message>
        <source>Side by side, Envoy&apos;s ring hash (default sizes): adding or removing one of N hosts affects only 1/N of the requests</source>
        <translation>Côte à côte, le ring hash d’Envoy (tailles par défaut)&#xa0;: ajouter ou retirer un hôte sur N n’affecte que 1/N des requêtes</translation>
    </message>
    <message>
        <source>{side-by-side-change}; Envoy&apos;s ring hash (xxHash64, minimum_ring_size 1,024); {session-keys}; measured: keys moved over the least that must move (add / remove); theory: 1</source>
        <translation>{side-by-side-change}&#x202f;; ring hash d’Envoy (xxHash64, minimum_ring_size 1&#x202f;024)&#x202f;; {session-keys}&#x202f;; mesuré&#xa0;: clés déplacées sur le minimum à déplacer (ajout / retrait)&#x202f;; théorie&#xa0;: 1</translation>
    </message>
    <message>
        <source>Envoy sizes the ring so that every host gets ceil(1,024 / N) points: 103 a host for 10 hosts, 94 for 11, 114 for 9. Every old host&apos;s points change with N, and the keys of the arcs that change go to whichever host is next, old or new.</source>
        <translation>Envoy dimensionne l’anneau pour que chaque hôte reçoive ceil(1&#x202f;024 / N) points&#xa0;: 103 par hôte pour 10 hôtes, 94 pour 11, 114 pour 9. Les points de chaque ancien hôte changent avec N, et les clés des arcs qui changent vont à l’hôte suivant, ancien ou nouveau.</translation>
    </message>
    <message>
        <source>Envoy&apos;s load balancer documentation, ring hash: “the addition or removal of one host from a set of N hosts will affect only 1/N requests”.</source>
        <translation>Documentation des répartiteurs de charge d’Envoy, ring hash&#xa0;: «&#xa0;the addition or removal of one host from a set of N hosts will affect only 1/N requests&#xa0;» (l’ajout ou le retrait d’un hôte parmi N n’affecte que 1/N des requêtes).</translation>
    </message>
    <message>
        <source>Side by side, Cassandra (num_tokens 16): a joining node takes its data from the others and a leaving node hands its data to them; nothing else moves</source>
        <translation>Côte à côte, Cassandra (num_tokens 16)&#xa0;: un nœud qui rejoint l’anneau prend ses données aux autres et un nœud qui part leur cède les siennes&#x202f;; rien d’autre ne bouge</translation>
    </message>
    <message>
        <source>{side-by-side-change}; Cassandra&apos;s token ring (Murmur3, num_tokens 16 drawn at random); {session-keys}; measured: keys moved over the least that must move (add / remove); theory: 1</source>
        <translation>{side-by-side-change}&#x202f;; anneau de jetons de Cassandra (Murmur3, num_tokens 16 tirés au hasard)&#x202f;; {session-keys}&#x202f;; mesuré&#xa0;: clés déplacées sur le minimum à déplacer (ajout / retrait)&#x202f;; théorie&#xa0;: 1</translation>
    </message>
    <message>
        <source>Side by side, Cassandra (num_tokens 256): a joining node takes its data from the others and a leaving node hands its data to them; nothing else moves</source>
        <translation>Côte à côte, Cassandra (num_tokens 256)&#xa0;: un nœud qui rejoint l’anneau prend ses données aux autres et un nœud qui part leur cède les siennes&#x202f;; rien d’autre ne bouge</translation>
    </message>
    <message>
        <source>{side-by-side-change}; Cassandra&apos;s token ring (Murmur3, num_tokens 256 drawn at random); {session-keys}; measured: keys moved over the least that must move (add / remove); theory: 1</source>
        <translation>{side-by-side-change}&#x202f;; anneau de jetons de Cassandra (Murmur3, num_tokens 256 tirés au hasard)&#x202f;; {session-keys}&#x202f;; mesuré&#xa0;: clés déplacées sur le minimum à déplacer (ajout / retrait)&#x202f;; théorie&#xa0;: 1</translation>
    </message>
    <message>
        <source>Side by side, modulo (the baseline): hash mod N splits the key space evenly, whatever the change</source>
        <translation>Côte à côte, modulo (la référence)&#xa0;: le hachage mod N partage l’espace des clés à parts égales, quel que soit le changement</translation>
    </message>
    <message>
        <source>{side-by-side-change}; hash mod N (fnv1a-fmix32); measured: relative std-dev of the nodes&apos; shares of the key space after the add / after the remove; theory: 0</source>
        <translation>{side-by-side-change}&#x202f;; hachage mod N (fnv1a-fmix32)&#x202f;; mesuré&#xa0;: écart type relatif des parts de l’espace des clés par nœud après l’ajout / après le retrait&#x202f;; théorie&#xa0;: 0</translation>
    </message>
    <message>
        <source>Side by side, the article&apos;s ring (160 virtual nodes): the std-dev of load per node stays within the article&apos;s 10.4 %</source>
        <translation>Côte à côte, l’anneau de l’article (160 nœuds virtuels)&#xa0;: l’écart type de la charge par nœud reste dans les 10,4&#x202f;% de l’article</translation>
    </message>
    <message>
        <source>{side-by-side-change}; the ring (160 virtual nodes, fnv1a-fmix32); measured: relative std-dev of the nodes&apos; shares of the key space after the add / after the remove; theory: √((N − 1) / (N · points + 1)) for random points</source>
        <translation>{side-by-side-change}&#x202f;; l’anneau (160 nœuds virtuels, fnv1a-fmix32)&#x202f;; mesuré&#xa0;: écart type relatif des parts de l’espace des clés par nœud après l’ajout / après le retrait&#x202f;; théorie&#xa0;: √((N − 1) / (N · points + 1)) pour des points aléatoires</translation>
    </message>
    <message>
        <source>Side by side, ketama (libmemcached): each server is hashed to 100–200 points; libketama and libmemcached publish no balance figure</source>
        <translation>Côte à côte, ketama (libmemcached)&#xa0;: chaque serveur est haché en 100–200 points&#x202f;; libketama et libmemcached ne publient aucun chiffre d’équilibre</translation>
    </message>
    <message>
        <source>{side-by-side-change}; libmemcached&apos;s weighted ketama (MD5); measured: relative std-dev of the nodes&apos; shares of the key space after the add / after the remove; theory: √((N − 1) / (N · points + 1)) for random points</source>
        <translation>{side-by-side-change}&#x202f;; ketama pondéré de libmemcached (MD5)&#x202f;; mesuré&#xa0;: écart type relatif des parts de l’espace des clés par nœud après l’ajout / après le retrait&#x202f;; théorie&#xa0;: √((N − 1) / (N · points + 1)) pour des points aléatoires</translation>
    </message>
    <message>
        <source>Side by side, Maglev (65,537 entries): a table of more than 100 × N entries keeps the hosts&apos; shares within 1 % of each other</source>
        <translation>Côte à côte, Maglev (65&#x202f;537 entrées)&#xa0;: une table de plus de 100 × N entrées garde les parts des hôtes à moins de 1&#x202f;% les unes des autres</translation>
    </message>
    <message>
        <source>{side-by-side-change}; Envoy&apos;s Maglev (65,537 entries, xxHash64); measured: relative std-dev of the hosts&apos; shares of the table after the add / after the remove; theory: 0 (entries differ by at most one)</source>
        <translation>{side-by-side-change}&#x202f;; Maglev d’Envoy (65&#x202f;537 entrées, xxHash64)&#x202f;; mesuré&#xa0;: écart type relatif des parts de la table par hôte après l’ajout / après le retrait&#x202f;; théorie&#xa0;: 0 (les nombres d’entrées diffèrent d’au plus un)</translation>
    </message>
    <message>
        <source>The Maglev paper (NSDI 2016, section 3.4), whose table Envoy implements: “we choose M to be larger than 100 × N to ensure at most a 1% difference in hash space assigned to backends”.</source>
        <translation>L’article sur Maglev (NSDI 2016, section 3.4), dont Envoy implémente la table&#xa0;: «&#xa0;we choose M to be larger than 100 × N to ensure at most a 1% difference in hash space assigned to backends&#xa0;» (M est choisi supérieur à 100 × N pour que les parts de l’espace de hachage attribuées aux backends diffèrent d’au plus 1&#x202f;%).</translation>
    </message>
    <message>
        <source>Side by side, Envoy&apos;s ring hash (default sizes): Envoy publishes no balance figure, only that more entries a host approximate the weights better</source>
        <translation>Côte à côte, le ring hash d’Envoy (tailles par défaut)&#xa0;: Envoy ne publie aucun chiffre d’équilibre, seulement que plus d’entrées par hôte approchent mieux les poids</translation>
    </message>
    <message>
        <source>{side-by-side-change}; Envoy&apos;s ring hash (xxHash64, minimum_ring_size 1,024); measured: relative std-dev of the hosts&apos; shares of the ring after the add / after the remove; theory: √((N − 1) / (N · points + 1)) for random points</source>
        <translation>{side-by-side-change}&#x202f;; ring hash d’Envoy (xxHash64, minimum_ring_size 1&#x202f;024)&#x202f;; mesuré&#xa0;: écart type relatif des parts de l’anneau par hôte après l’ajout / après le retrait&#x202f;; théorie&#xa0;: √((N − 1) / (N · points + 1)) pour des points aléatoires</translation>
    </message>
    <message>
        <source>Side by side, Cassandra (num_tokens 16): random tokens keep balance only in large numbers; 16 random tokens a node stay above the documented ~10 % variance</source>
        <translation>Côte à côte, Cassandra (num_tokens 16)&#xa0;: des jetons aléatoires ne gardent l’équilibre qu’en grand nombre&#x202f;; 16 jetons aléatoires par nœud restent au-dessus de la variance documentée d’environ 10&#x202f;%</translation>
    </message>
    <message>
        <source>{side-by-side-change}; Cassandra&apos;s token ring (Murmur3, num_tokens 16 drawn at random); measured: relative std-dev of the nodes&apos; shares of the token space after the add / after the remove, the “~10 % variance” read as such; theory: √((N − 1) / (N · tokens + 1))</source>
        <translation>{side-by-side-change}&#x202f;; anneau de jetons de Cassandra (Murmur3, num_tokens 16 tirés au hasard)&#x202f;; mesuré&#xa0;: écart type relatif des parts de l’espace des jetons par nœud après l’ajout / après le retrait, la «&#xa0;~10&#x202f;% variance&#xa0;» comprise ainsi&#x202f;; théorie&#xa0;: √((N − 1) / (N · jetons + 1))</translation>
    </message>
    <message>
        <source>Side by side, Cassandra (num_tokens 256): 256 random tokens a node, the default of 2.x and 3.x, keep the cluster within the documented ~10 % variance</source>
        <translation>Côte à côte, Cassandra (num_tokens 256)&#xa0;: 256 jetons aléatoires par nœud, la valeur par défaut des versions 2.x et 3.x, maintiennent le cluster dans la variance documentée d’environ 10&#x202f;%</translation>
    </message>
    <message>
        <source>{side-by-side-change}; Cassandra&apos;s token ring (Murmur3, num_tokens 256 drawn at random); measured: relative std-dev of the nodes&apos; shares of the token space after the add / after the remove, the “~10 % variance” read as such; theory: √((N − 1) / (N · tokens + 1))</source>
        <translation>{side-by-side-change}&#x202f;; anneau de jetons de Cassandra (Murmur3, num_tokens 256 tirés au hasard)&#x202f;; mesuré&#xa0;: écart type relatif des parts de l’espace des jetons par nœud après l’ajout / après le retrait, la «&#xa0;~10&#x202f;% variance&#xa0;» comprise ainsi&#x202f;; théorie&#xa0;: √((N − 1) / (N · jetons + 1))</translation>
    </message>
    <message>
        <source>Directory (coordinator): 8 → 9 members, slots moved as redis-cli rebalances</source>
        <translation>Annuaire (coordinateur)&#xa0;: 8 → 9 membres, slots déplacés comme redis-cli rééquilibre</translation>
    </message>
    <message>
        <source>directory, 16384 CRC16 slots, cache-01 … cache-08 → + cache-09, redis-cli --cluster rebalance --cluster-use-empty-masters (each old master gives its lowest slots; the rounding remainder goes to cache-09); {session-keys}; theory: the minimum 1/9</source>
        <translation>annuaire, 16&#x202f;384 slots CRC16, cache-01 … cache-08 → + cache-09, redis-cli --cluster rebalance --cluster-use-empty-masters (chaque ancien maître cède ses slots les plus bas&#x202f;; le reste d’arrondi va à cache-09)&#x202f;; {session-keys}&#x202f;; théorie&#xa0;: le minimum 1/9</translation>
    </message>
    <message>
        <source>directory, 16384 CRC16 slots, cache-01 … cache-08 → − cache-08, emptied as redis-cli --cluster rebalance does with its weight 0; {session-keys}; theory: the minimum 1/8</source>
        <translation>annuaire, 16&#x202f;384 slots CRC16, cache-01 … cache-08 → − cache-08, vidé comme le fait redis-cli --cluster rebalance avec son poids 0&#x202f;; {session-keys}&#x202f;; théorie&#xa0;: le minimum 1/8</translation>
    </message>
</context>
<context>
    <name>FleetImport</name>
    <message>
        <source>Fleet files (*.yml *.yaml *.conf *.txt *.cfg);;All files (*)</source>
        <translation>Fichiers de flotte (*.yml *.yaml *.conf *.txt *.cfg);;Tous les fichiers (*)</translation>
    </message>
</context>
<context>
    <name>JsonFields</name>
    <message>
        <source>a string</source>
        <translation>un texte</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>un nombre</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true ou false</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>une liste</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>un objet</translation>
    </message>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>absent</translation>
    </message>
    <message>
        <source>%1 must be %2, not %3.</source>
        <translation>%1 doit être %2, pas %3.</translation>
    </message>
    <message>
        <source>%1 is %L2 characters; at most %L3.</source>
        <translation>%1 compte %L2 caractères&#x202f;; au plus %L3.</translation>
    </message>
    <message>
        <source>%1 is %2, over the limit of %L3.</source>
        <translation>%1 vaut %2, au-delà de la limite de %L3.</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>un nombre entier</translation>
    </message>
    <message>
        <source>%1 must be a whole number, not %2.</source>
        <translation>%1 doit être un nombre entier, pas %2.</translation>
    </message>
    <message>
        <source>unknown key %1</source>
        <translation>clé inconnue %1</translation>
    </message>
    <message>
        <source>%1 has an unknown key %2</source>
        <translation>%1 a une clé inconnue %2</translation>
    </message>
    <message>
        <source>%1 (did you mean %2?)</source>
        <translation>%1 (vouliez-vous dire %2&#x202f;?)</translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <source>the node “%1” is already in the lab.</source>
        <translation>le nœud «&#x202f;%1&#x202f;» est déjà dans le labo.</translation>
    </message>
    <message>
        <source>there is no node “%1” to remove.</source>
        <translation>il n’y a pas de nœud «&#x202f;%1&#x202f;» à retirer.</translation>
    </message>
    <message>
        <source>the last node cannot be removed.</source>
        <translation>le dernier nœud ne peut pas être retiré.</translation>
    </message>
    <message>
        <source>there is no node “%1” to reweight.</source>
        <translation>il n’y a pas de nœud «&#x202f;%1&#x202f;» dont changer le poids.</translation>
    </message>
    <message>
        <source>it changes nothing in the scene&apos;s lab.</source>
        <translation>l’action ne change rien au labo de la scène.</translation>
    </message>
</context>
<context>
    <name>LessonFile</name>
    <message>
        <source>scene %1, &quot;%2&quot;</source>
        <translation>scène %1, &quot;%2&quot;</translation>
    </message>
    <message>
        <source>line %1, column %2</source>
        <translation>ligne %1, colonne %2</translation>
    </message>
    <message>
        <source>%1 is missing.</source>
        <translation>%1&#xa0;: champ absent.</translation>
    </message>
    <message>
        <source>%1 is empty.</source>
        <translation>%1&#xa0;: champ vide.</translation>
    </message>
    <message>
        <source>%1 has an unknown language “%2” (expected %3).</source>
        <translation>%1&#xa0;: langue inconnue «&#x202f;%2&#x202f;» (attendu&#xa0;: %3).</translation>
    </message>
    <message>
        <source>%1 in “%2” must be a non-empty string.</source>
        <translation>%1 en «&#x202f;%2&#x202f;»&#xa0;: doit être une chaîne non vide.</translation>
    </message>
    <message>
        <source>%1 has no English (&quot;en&quot;) text, which every other language falls back to.</source>
        <translation>%1&#xa0;: pas de texte anglais (&quot;en&quot;), celui que reprend toute autre langue à défaut.</translation>
    </message>
    <message>
        <source>%1: &quot;base&quot; must name a built-in scenario (%2).</source>
        <translation>%1&#xa0;: &quot;base&quot; doit nommer un scénario intégré (%2).</translation>
    </message>
    <message>
        <source>%1 must be a built-in scenario&apos;s name or an object.</source>
        <translation>%1&#xa0;: doit être le nom d’un scénario intégré ou un objet.</translation>
    </message>
    <message>
        <source>%1: there is no built-in scenario “%2” (expected one of %3).</source>
        <translation>%1&#xa0;: il n’y a pas de scénario intégré «&#x202f;%2&#x202f;» (attendu&#xa0;: l’un de %3).</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 must be an object with a &quot;type&quot; (%2).</source>
        <translation>%1&#xa0;: doit être un objet avec un &quot;type&quot; (%2).</translation>
    </message>
    <message>
        <source>%1: unknown action “%2” (expected one of %3).</source>
        <translation>%1&#xa0;: action inconnue «&#x202f;%2&#x202f;» (attendu&#xa0;: l’une de %3).</translation>
    </message>
    <message>
        <source>%1: “%2” needs &quot;%3&quot;.</source>
        <translation>%1&#xa0;: «&#x202f;%2&#x202f;» demande &quot;%3&quot;.</translation>
    </message>
    <message>
        <source>%1: unknown hash “%2” (expected one of %3).</source>
        <translation>%1&#xa0;: hachage inconnu «&#x202f;%2&#x202f;» (attendu&#xa0;: l’un de %3).</translation>
    </message>
    <message>
        <source>%1: unknown algorithm “%2” (expected one of %3).</source>
        <translation>%1&#xa0;: algorithme inconnu «&#x202f;%2&#x202f;» (attendu&#xa0;: l’un de %3).</translation>
    </message>
    <message>
        <source>%1 must list at least one view (%2).</source>
        <translation>%1&#xa0;: doit lister au moins une vue (%2).</translation>
    </message>
    <message>
        <source>%1: unknown view “%2” (expected %3).</source>
        <translation>%1&#xa0;: vue inconnue «&#x202f;%2&#x202f;» (attendu&#xa0;: %3).</translation>
    </message>
    <message>
        <source>%1: “%2” is listed twice.</source>
        <translation>%1&#xa0;: «&#x202f;%2&#x202f;» figure deux fois.</translation>
    </message>
    <message>
        <source>%1: “compare” needs a &quot;compare&quot; algorithm in the scene&apos;s scenario.</source>
        <translation>%1&#xa0;: «&#x202f;compare&#x202f;» demande un algorithme &quot;compare&quot; dans le scénario de la scène.</translation>
    </message>
    <message>
        <source>%1: “compare” stands beside “ring” or “buckets”; list one of them too.</source>
        <translation>%1&#xa0;: «&#x202f;compare&#x202f;» s’affiche à côté de «&#x202f;ring&#x202f;» ou de «&#x202f;buckets&#x202f;»&#x202f;; listez aussi l’un des deux.</translation>
    </message>
    <message>
        <source>scene %1 must be an object.</source>
        <translation>la scène %1 doit être un objet.</translation>
    </message>
    <message>
        <source>%1 cannot be played: %2</source>
        <translation>Impossible de jouer %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1: not valid JSON: %2</source>
        <translation>%1&#xa0;: JSON invalide&#xa0;: %2</translation>
    </message>
    <message>
        <source>A lesson must be a JSON object.</source>
        <translation>Une leçon doit être un objet JSON.</translation>
    </message>
    <message>
        <source>Not a RingLab lesson: &quot;format&quot; must be &quot;ringlab-lesson&quot;.</source>
        <translation>Pas une leçon RingLab&#xa0;: &quot;format&quot; doit valoir &quot;ringlab-lesson&quot;.</translation>
    </message>
    <message>
        <source>The lesson has no &quot;version&quot; number.</source>
        <translation>La leçon n’a pas de numéro &quot;version&quot;.</translation>
    </message>
    <message>
        <source>Unsupported lesson version %1: this RingLab reads version %2.</source>
        <translation>Version de leçon %1 non prise en charge&#xa0;: ce RingLab lit la version %2.</translation>
    </message>
    <message>
        <source>The lesson has no &quot;scenes&quot; list.</source>
        <translation>La leçon n’a pas de liste &quot;scenes&quot;.</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>There is no built-in lesson “%1” (expected one of %2).</source>
        <translation>Il n’y a pas de leçon intégrée «&#x202f;%1&#x202f;» (attendu&#xa0;: l’une de %2).</translation>
    </message>
    <message>
        <source>“%1” is neither a built-in lesson (%2) nor a lesson file.</source>
        <translation>«&#x202f;%1&#x202f;» n’est ni une leçon intégrée (%2) ni un fichier de leçon.</translation>
    </message>
    <message>
        <source>%1 must be an object with a &quot;prompt&quot;, a &quot;measure&quot; and a &quot;kind&quot;.</source>
        <translation>%1 doit être un objet avec «&#xa0;&quot;prompt&quot;&#xa0;», «&#xa0;&quot;measure&quot;&#xa0;» et «&#xa0;&quot;kind&quot;&#xa0;».</translation>
    </message>
    <message>
        <source>%1: unknown measure “%2” (expected one of %3).</source>
        <translation>%1&#xa0;: mesure «&#x202f;%2&#xa0;» inconnue (attendu&#xa0;: l’une de %3).</translation>
    </message>
    <message>
        <source>%1: “%2” measures the scene&apos;s change, and the scene has no &quot;action&quot;.</source>
        <translation>%1&#xa0;: «&#x202f;%2&#xa0;» mesure le changement de la scène, et la scène n’a pas d’«&#xa0;&quot;action&quot;&#xa0;».</translation>
    </message>
    <message>
        <source>%1: “%2” needs &quot;member&quot;.</source>
        <translation>%1&#xa0;: «&#x202f;%2&#xa0;» exige «&#xa0;&quot;member&quot;&#xa0;».</translation>
    </message>
    <message>
        <source>%1: there is no node “%2” in the scene&apos;s lab when the question is answered.</source>
        <translation>%1&#xa0;: il n’y a pas de nœud «&#x202f;%2&#xa0;» dans le labo de la scène quand la question reçoit sa réponse.</translation>
    </message>
    <message>
        <source>%1: unknown kind “%2” (expected slider, choices).</source>
        <translation>%1&#xa0;: type «&#x202f;%2&#xa0;» inconnu (attendu&#xa0;: slider, choices).</translation>
    </message>
    <message>
        <source>%1: the slider must go up from &quot;min&quot; (0 or more) to &quot;max&quot; (it goes %2 … %3).</source>
        <translation>%1&#xa0;: le curseur doit monter de «&#xa0;&quot;min&quot;&#xa0;» (0 ou plus) à «&#xa0;&quot;max&quot;&#xa0;» (il va de %2 à %3).</translation>
    </message>
    <message>
        <source>%1 goes beyond 100: a share of the keys is at most 100 %.</source>
        <translation>%1 dépasse 100&#xa0;: une part des clés vaut au plus 100&#x202f;%.</translation>
    </message>
    <message>
        <source>%1 must be above 0, with at most %2 steps from &quot;min&quot; to &quot;max&quot;.</source>
        <translation>%1 doit être supérieur à 0, avec au plus %2 pas de «&#xa0;&quot;min&quot;&#xa0;» à «&#xa0;&quot;max&quot;&#xa0;».</translation>
    </message>
    <message>
        <source>%1 must list %2 to %3 choices.</source>
        <translation>%1 doit proposer de %2 à %3 choix.</translation>
    </message>
    <message>
        <source>%1 must be an object with a &quot;text&quot; and a &quot;value&quot; or &quot;from&quot; and &quot;to&quot;.</source>
        <translation>%1 doit être un objet avec «&#xa0;&quot;text&quot;&#xa0;» et «&#xa0;&quot;value&quot;&#xa0;» ou «&#xa0;&quot;from&quot;&#xa0;» et «&#xa0;&quot;to&quot;&#xa0;».</translation>
    </message>
    <message>
        <source>%1 needs either a &quot;value&quot; or a range &quot;from&quot; … &quot;to&quot; (numbers, from ≤ to).</source>
        <translation>%1 exige soit «&#xa0;&quot;value&quot;&#xa0;», soit un intervalle «&#xa0;&quot;from&quot;&#xa0;» … «&#xa0;&quot;to&quot;&#xa0;» (des nombres, from ≤ to).</translation>
    </message>
    <message>
        <source>%1 is below 0.</source>
        <translation>%1 est inférieur à 0.</translation>
    </message>
    <message>
        <source>%1: choices %2 and %3 overlap, so the truth could pick either.</source>
        <translation>%1&#xa0;: les choix %2 et %3 se chevauchent, la vérité pourrait donc désigner l’un ou l’autre.</translation>
    </message>
    <message>
        <source>a string or an object</source>
        <translation>un texte ou un objet</translation>
    </message>
    <message>
        <source>%1 in “%2”</source>
        <translation>%1 dans «&#x202f;%2&#xa0;»</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>une liste</translation>
    </message>
    <message>
        <source>scene %1</source>
        <translation>scène %1</translation>
    </message>
    <message>
        <source>%1 in “%2”: %3</source>
        <translation>%1 en «&#x202f;%2&#x202f;»&#x202f;: %3</translation>
    </message>
    <message>
        <source>%1: its figures cannot be measured: %2</source>
        <translation>%1&#x202f;: ses chiffres ne peuvent pas être mesurés&#x202f;: %2</translation>
    </message>
</context>
<context>
    <name>LiveError</name>
    <message>
        <source>cannot open a socket: %1</source>
        <translation>impossible d’ouvrir un socket&#xa0;: %1</translation>
    </message>
    <message>
        <source>no free port on %1: %2</source>
        <translation>aucun port libre sur %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>cannot connect to memcached at %1: %2</source>
        <translation>connexion à memcached sur %1 impossible&#xa0;: %2</translation>
    </message>
    <message>
        <source>lost the connection to memcached at %1: %2</source>
        <translation>connexion à memcached sur %1 perdue&#xa0;: %2</translation>
    </message>
    <message>
        <source>memcached at %1: %2</source>
        <translation>memcached sur %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>memcached was not found (%1); install Debian&apos;s memcached package (scripts/setup.sh) or name the program&apos;s path</source>
        <translation>memcached est introuvable (%1)&#x202f;; installez le paquet memcached de Debian (scripts/setup.sh) ou indiquez le chemin du programme</translation>
    </message>
    <message>
        <source>cannot create the directory %1: %2</source>
        <translation>impossible de créer le dossier %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>cannot start %1: the port %2 is in use</source>
        <translation>impossible de démarrer %1&#xa0;: le port %2 est occupé</translation>
    </message>
    <message>
        <source>cannot start %1: %2</source>
        <translation>impossible de démarrer %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>memcached for %1 on %2 did not start: %3</source>
        <translation>memcached pour %1 sur %2 n’a pas démarré&#xa0;: %3</translation>
    </message>
    <message>
        <source>memcached for %1 on %2 did not answer within 5 s</source>
        <translation>memcached pour %1 sur %2 n’a pas répondu en 5&#xa0;s</translation>
    </message>
    <message>
        <source>no memcached answers at %1 (%2)</source>
        <translation>aucun memcached ne répond sur %1 (%2)</translation>
    </message>
    <message>
        <source>no memcached program given: name memcached or its path</source>
        <translation>aucun programme memcached indiqué&#xa0;: nommez memcached ou son chemin</translation>
    </message>
    <message>
        <source>memcached program %1 is not an executable file: %2</source>
        <translation>le programme memcached %1 n’est pas un fichier exécutable&#xa0;: %2</translation>
    </message>
    <message>
        <source>cannot write the pid file %1: %2</source>
        <translation>impossible d’écrire le fichier de PID %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>memcached program %1 cannot be run: %2</source>
        <translation>le programme memcached %1 ne peut pas être lancé&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>%1 · CRC16 slots</source>
        <translation>%1 · slots CRC16</translation>
    </message>
    <message>
        <source>%1 · %2 · 1 replica</source>
        <translation>%1 · %2 · 1 réplica</translation>
    </message>
    <message>
        <source>%1 · %2 · %3 replicas</source>
        <translation>%1 · %2 · %3 réplicas</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>1 member</source>
        <translation>1 membre</translation>
    </message>
    <message>
        <source>%1 members</source>
        <translation>%1 membres</translation>
    </message>
    <message>
        <source>1 key</source>
        <translation>1 clé</translation>
    </message>
    <message>
        <source>%1 keys</source>
        <translation>%1 clés</translation>
    </message>
    <message>
        <source>%1 · %2 · %3 drawn</source>
        <translation>%1 · %2 · %3 affichées</translation>
    </message>
    <message>
        <source>Exported from RingLab</source>
        <translation>Exporté depuis RingLab</translation>
    </message>
    <message>
        <source>Choose a file name ending in .png or .svg (got “%1”).</source>
        <translation>Choisissez un nom de fichier se terminant par .png ou .svg (reçu&#xa0;: «&#x202f;%1&#x202f;»).</translation>
    </message>
    <message>
        <source>the change</source>
        <translation>le changement</translation>
    </message>
    <message>
        <source>after %1: keys moving…</source>
        <translation>après %1&#xa0;: les clés se déplacent…</translation>
    </message>
    <message>
        <source>after %1: moved %2 of keys · least possible %3 · ideal %4</source>
        <translation>après %1&#xa0;: %2 des clés déplacées · le moins possible %3 · idéal %4</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Moved&lt;/b&gt;: the keys whose owner changed.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Least possible&lt;/b&gt;: the fewest keys any placement must move to reach the new loads, the sum over nodes of the keys each one lost (all of a removed node&apos;s keys). A ring and rendezvous move exactly that; modulo lands far above it.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Ideal&lt;/b&gt;: what a balanced result needs, the share of weight that changes hands (1/9 when 8 equal nodes become 9). A real placement lands near it, above or below, because its loads are never exactly fair.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Déplacées&lt;/b&gt;&#xa0;: les clés dont le propriétaire a changé.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Le moins possible&lt;/b&gt;&#xa0;: le moins de clés que toute répartition doit déplacer pour atteindre les nouvelles charges, la somme de ce que chaque nœud a perdu (toutes les clés d’un nœud retiré). Un anneau et le rendez-vous déplacent exactement cela&#x202f;; le modulo atterrit bien au-dessus.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Idéal&lt;/b&gt;&#xa0;: ce qu’il faut pour un résultat équilibré, la part du poids qui change de mains (1/9 quand 8 nœuds égaux deviennent 9). Une répartition réelle atterrit près de lui, au-dessus ou en dessous, car ses charges ne sont jamais exactement équitables.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>ring</source>
        <translation>anneau</translation>
    </message>
    <message>
        <source>modulo</source>
        <translation>modulo</translation>
    </message>
    <message>
        <source>directory</source>
        <translation>annuaire</translation>
    </message>
    <message>
        <source>rendezvous</source>
        <translation>rendez-vous</translation>
    </message>
    <message>
        <source>jump</source>
        <translation>saut</translation>
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
        <translation>%1 · %2 slots · xxHash64</translation>
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
        <translation>%1 · %2 points · xxHash64</translation>
    </message>
    <message>
        <source>%1 · %2 tokens · Murmur3</source>
        <translation>%1 · %2 jetons · Murmur3</translation>
    </message>
    <message>
        <source>after %1: moved %2 of keys · least possible %3 · ideal %4 · ring: %5 (Maglev moves %6× as many)</source>
        <translation>après %1&#xa0;: %2 des clés déplacées · le moins possible %3 · idéal %4 · anneau&#xa0;: %5 (Maglev en déplace %6&#xa0;fois plus)</translation>
    </message>
    <message>
        <source>after %1: moved %2 of keys · least possible %3 · ideal %4 · ring: %5</source>
        <translation>après %1&#xa0;: %2 des clés déplacées · le moins possible %3 · idéal %4 · anneau&#xa0;: %5</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Ring&lt;/b&gt;: what the article&apos;s ring (this lab&apos;s hash and replicas) moves for the same change on the same keys: only the keys it must. Maglev also hands some table entries between nodes that stay, so it moves more, the more so the more nodes there are; Envoy&apos;s documentation says about twice as many.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Anneau&lt;/b&gt;&#xa0;: ce que l’anneau de l’article (avec le hachage et les réplicas de ce labo) déplace pour le même changement sur les mêmes clés&#xa0;: seulement les clés qu’il doit déplacer. Maglev fait aussi passer quelques entrées de la table d’un nœud qui reste à un autre, et en déplace donc davantage, d’autant plus qu’il y a de nœuds&#x202f;; la documentation d’Envoy parle d’environ deux fois plus.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>after %1: primary owner changed for %2 of keys · replica set changed for %3 · replica copies streamed: %4 of copies · least possible %5 · ideal %6</source>
        <translation>après %1 : propriétaire principal changé pour %2 des clés · ensemble de réplicas changé pour %3 · copies de réplicas transférées : %4 des copies · minimum possible %5 · idéal %6</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Primary owner changed&lt;/b&gt;: the keys whose first replica is another node (what &lt;b&gt;moved&lt;/b&gt; counts elsewhere). &lt;b&gt;Replica set changed&lt;/b&gt;: the keys whose set of replica nodes differs at all. &lt;b&gt;Replica copies streamed&lt;/b&gt;: the copies nodes receive, each from the node giving that replica up, over every copy after the change (keys × replication factor).&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Propriétaire principal changé&lt;/b&gt; : les clés dont le premier réplica est sur un autre nœud (ce que &lt;b&gt;déplacées&lt;/b&gt; compte ailleurs). &lt;b&gt;Ensemble de réplicas changé&lt;/b&gt; : les clés dont l’ensemble des nœuds réplicas diffère. &lt;b&gt;Copies de réplicas transférées&lt;/b&gt; : les copies que les nœuds reçoivent, chacune du nœud qui cède ce réplica, sur toutes les copies après le changement (clés × facteur de réplication).&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>ScenarioFile</name>
    <message>
        <source>The key count must be between %L1 and %L2, not %L3.</source>
        <translation>Le nombre de clés doit être compris entre %L1 et %L2, pas %L3.</translation>
    </message>
    <message>
        <source>Not valid JSON (line %1): %2</source>
        <translation>JSON invalide (ligne %1)&#xa0;: %2</translation>
    </message>
    <message>
        <source>A scenario must be a JSON object.</source>
        <translation>Un scénario doit être un objet JSON.</translation>
    </message>
    <message>
        <source>Not a RingLab scenario: &quot;format&quot; must be &quot;ringlab-scenario&quot;.</source>
        <translation>Pas un scénario RingLab&#xa0;: &quot;format&quot; doit valoir &quot;ringlab-scenario&quot;.</translation>
    </message>
    <message>
        <source>The scenario has no &quot;version&quot; number.</source>
        <translation>Le scénario n’a pas de numéro &quot;version&quot;.</translation>
    </message>
    <message>
        <source>Unsupported scenario version %1: this RingLab reads version %2.</source>
        <translation>Version de scénario %1 non prise en charge&#xa0;: ce RingLab lit la version %2.</translation>
    </message>
    <message>
        <source>Unknown algorithm “%1” (expected one of %2).</source>
        <translation>Algorithme inconnu «&#x202f;%1&#x202f;» (attendu&#xa0;: l’un de %2).</translation>
    </message>
    <message>
        <source>Unknown hash “%1” (expected one of %2).</source>
        <translation>Hachage inconnu «&#x202f;%1&#x202f;» (attendu&#xa0;: l’un de %2).</translation>
    </message>
    <message>
        <source>The scenario has no &quot;members&quot; list.</source>
        <translation>Le scénario n’a pas de liste &quot;members&quot;.</translation>
    </message>
    <message>
        <source>Member %1 has no &quot;id&quot; string.</source>
        <translation>Le membre %1 n’a pas de chaîne &quot;id&quot;.</translation>
    </message>
    <message>
        <source>&quot;keys&quot;.&quot;file&quot; is empty.</source>
        <translation>Le fichier de clés &quot;keys&quot;.&quot;file&quot; est vide.</translation>
    </message>
    <message>
        <source>Unknown compare algorithm “%1”.</source>
        <translation>Algorithme de comparaison inconnu «&#x202f;%1&#x202f;».</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>The key count must be between %L1 and %L2, not %3.</source>
        <translation>Le nombre de clés doit être compris entre %L1 et %L2, pas %3.</translation>
    </message>
    <message>
        <source>Unknown ketama dialect “%1” (expected one of %2).</source>
        <translation>Dialecte ketama inconnu «&#x202f;%1&#xa0;» (attendu&#xa0;: %2).</translation>
    </message>
    <message>
        <source>&quot;maglev-table-size&quot; must be a prime between 2 and %L1.</source>
        <translation>«&#xa0;maglev-table-size&#xa0;» doit être un nombre premier entre 2 et %L1.</translation>
    </message>
    <message>
        <source>&quot;keys&quot; takes either &quot;file&quot; or &quot;pattern&quot; and &quot;count&quot;, not both.</source>
        <translation>&quot;keys&quot; (les clés) prend soit &quot;file&quot;, soit &quot;pattern&quot; et &quot;count&quot;, pas les deux.</translation>
    </message>
    <message>
        <source>Unknown twemproxy hash “%1” (expected one of %2).</source>
        <translation>Hachage twemproxy inconnu «&#x202f;%1&#xa0;» (attendu&#xa0;: %2).</translation>
    </message>
    <message>
        <source>%1 must be 0 or more, not %2.</source>
        <translation>%1 doit valoir 0 ou plus, pas %2.</translation>
    </message>
    <message>
        <source>Unknown modulo dialect “%1” (expected article or twemproxy).</source>
        <translation>Dialecte modulo inconnu «&#x202f;%1&#xa0;» (attendu&#xa0;: article ou twemproxy).</translation>
    </message>
    <message>
        <source>&quot;hash-tag&quot; is two characters, as twemproxy&apos;s hash_tag (&quot;{}&quot;), not “%1”.</source>
        <translation>&quot;hash-tag&quot; fait deux caractères, comme le hash_tag de twemproxy (&quot;{}&quot;), pas «&#x202f;%1&#xa0;».</translation>
    </message>
    <message>
        <source>&quot;%1&quot; cannot be given with &quot;fleet&quot;: the fleet file sets the members and the placement.</source>
        <translation>&quot;%1&quot; ne peut pas être donné avec &quot;fleet&quot;&#xa0;: le fichier de flotte fixe les membres et le placement.</translation>
    </message>
    <message>
        <source>&quot;redis-slots&quot; applies to the directory (redis-cluster) only.</source>
        <translation>«&#x202f;redis-slots&#x202f;» ne s’applique qu’à l’annuaire (redis-cluster).</translation>
    </message>
    <message>
        <source>%1 must be &quot;replication-aware&quot; or &quot;random&quot;.</source>
        <translation>%1 doit valoir &quot;replication-aware&quot; ou &quot;random&quot;.</translation>
    </message>
    <message>
        <source>&quot;fleet&quot; is empty.</source>
        <translation>&quot;fleet&quot; est vide.</translation>
    </message>
    <message>
        <source>%1 has an unknown language “%2” (expected %3).</source>
        <translation>%1 a une langue inconnue «&#x202f;%2&#x202f;» (attendu&#x202f;: %3).</translation>
    </message>
    <message>
        <source>%1 has no English (&quot;en&quot;) text, which every other language falls back to.</source>
        <translation>%1 n’a pas de texte anglais (&quot;en&quot;), auquel toute autre langue se rabat.</translation>
    </message>
    <message>
        <source>%1 in “%2”: %3</source>
        <translation>%1 en «&#x202f;%2&#x202f;»&#x202f;: %3</translation>
    </message>
</context>
<context>
    <name>Simulation</name>
    <message>
        <source>Grow 8 → 12 without a miss storm</source>
        <translation>8 → 12 sans tempête de défauts de cache</translation>
    </message>
    <message>
        <source>Survive losing a node, bounded blast radius</source>
        <translation>Survivre à la perte d’un nœud, rayon d’impact limité</translation>
    </message>
    <message>
        <source>No node above 120 % of its fair share</source>
        <translation>Aucun nœud au-delà de 120&#x202f;% de sa part équitable</translation>
    </message>
    <message>
        <source>No coordinator on the read path</source>
        <translation>Aucun coordinateur sur le chemin des lectures</translation>
    </message>
    <message>
        <source>64 GB and 16 GB nodes carry different loads</source>
        <translation>Nœuds de 64 Go et de 16 Go&#xa0;: charges différentes</translation>
    </message>
    <message>
        <source>Fixed penalty (the article&apos;s client)</source>
        <translation>Pénalité fixe (le client de l’article)</translation>
    </message>
    <message>
        <source>K failures, backoff, health check</source>
        <translation>K échecs, backoff, vérification de santé</translation>
    </message>
    <message>
        <source>Kill</source>
        <translation>Panne</translation>
    </message>
    <message>
        <source>Revive</source>
        <translation>Retour</translation>
    </message>
    <message>
        <source>Slow down</source>
        <translation>Ralentissement</translation>
    </message>
    <message>
        <source>Flap</source>
        <translation>Oscillation</translation>
    </message>
    <message>
        <source>LRU (least recently used)</source>
        <translation>LRU (le moins récemment utilisé)</translation>
    </message>
    <message>
        <source>Perfect top-k (the most popular keys)</source>
        <translation>Top-k parfait (les clés les plus populaires)</translation>
    </message>
    <message>
        <source>Uniform</source>
        <translation>Uniforme</translation>
    </message>
    <message>
        <source>Zipf</source>
        <translation>Zipf</translation>
    </message>
    <message>
        <source>Every key in turn</source>
        <translation>Chaque clé à tour de rôle</translation>
    </message>
</context>
<context>
    <name>TextPlaceholders</name>
    <message>
        <source>%1 names no experiment (%2:ID, an id of `ringlab-cli reproduce`).</source>
        <translation>%1 ne nomme aucune expérience (%2:ID, un identifiant de `ringlab-cli reproduce`).</translation>
    </message>
    <message>
        <source>%1: the catalogue has no experiment “%2” (see `ringlab-cli reproduce`).</source>
        <translation>%1&#x202f;: le catalogue n’a pas d’expérience «&#x202f;%2&#x202f;» (voir `ringlab-cli reproduce`).</translation>
    </message>
    <message>
        <source>%1: the catalogue holds no article figure for “%2” (the article writes “%3”).</source>
        <translation>%1&#x202f;: le catalogue ne contient aucun chiffre de l’article pour «&#x202f;%2&#x202f;» (l’article écrit «&#x202f;%3&#x202f;»).</translation>
    </message>
    <message>
        <source>%1: the article&apos;s scenario has no figure “%2” (expected one of %3).</source>
        <translation>%1&#x202f;: le scénario de l’article n’a pas de chiffre «&#x202f;%2&#x202f;» (attendu l’un de %3).</translation>
    </message>
    <message>
        <source>%1 stands only in a question&apos;s choice, for the ends of its range.</source>
        <translation>%1 ne figure que dans un choix d’une question, pour les bornes de son intervalle.</translation>
    </message>
    <message>
        <source>%1 takes no argument.</source>
        <translation>%1 ne prend pas d’argument.</translation>
    </message>
    <message>
        <source>unknown placeholder %1 (expected one of %2).</source>
        <translation>espace réservé inconnu %1 (attendu l’un de %2).</translation>
    </message>
    <message>
        <source>%1 measures a scene&apos;s lab, and this text belongs to no scene.</source>
        <translation>%1 mesure le labo d’une scène, et ce texte n’appartient à aucune scène.</translation>
    </message>
    <message>
        <source>%1: a movement is measured after the scene&apos;s action, never at its start.</source>
        <translation>%1&#x202f;: un déplacement se mesure après l’action de la scène, jamais à son début.</translation>
    </message>
    <message>
        <source>%1 measures the scene&apos;s change, and the scene has no &quot;action&quot;.</source>
        <translation>%1 mesure le changement de la scène, et la scène n’a pas d’&quot;action&quot;.</translation>
    </message>
    <message>
        <source>%1 needs a &quot;compare&quot; algorithm in the scene&apos;s scenario.</source>
        <translation>%1 demande un algorithme &quot;compare&quot; dans le scénario de la scène.</translation>
    </message>
    <message>
        <source>%1 needs a node: %2:cache-01.</source>
        <translation>%1 demande un nœud&#x202f;: %2:cache-01.</translation>
    </message>
    <message>
        <source>%1: there is no node “%2” in the scene&apos;s lab %3.</source>
        <translation>%1&#x202f;: il n’y a pas de nœud «&#x202f;%2&#x202f;» dans le labo de la scène %3.</translation>
    </message>
    <message>
        <source>as it starts</source>
        <translation>à son début</translation>
    </message>
    <message>
        <source>after its action</source>
        <translation>après son action</translation>
    </message>
    <message>
        <source>%1 needs a number of replicas from 1 to %2: %3:160.</source>
        <translation>%1 demande un nombre de réplicas de 1 à %2&#x202f;: %3:160.</translation>
    </message>
    <message>
        <source>%1: a count has no decimals.</source>
        <translation>%1&#x202f;: un nombre de clés n’a pas de décimales.</translation>
    </message>
    <message>
        <source>a “}” at character %1 closes no placeholder (write “}}” for a brace).</source>
        <translation>un «&#x202f;}&#x202f;» au caractère %1 ne ferme aucun espace réservé (écrire «&#x202f;}}&#x202f;» pour une accolade).</translation>
    </message>
    <message>
        <source>the placeholder starting “%1” is never closed with “}” (write “{{” for a brace).</source>
        <translation>l’espace réservé qui commence par «&#x202f;%1&#x202f;» n’est jamais fermé par «&#x202f;}&#x202f;» (écrire «&#x202f;{{&#x202f;» pour une accolade).</translation>
    </message>
    <message>
        <source>%1: after “|” comes a number of decimals from 0 to 6.</source>
        <translation>%1&#x202f;: après «&#x202f;|&#x202f;» vient un nombre de décimales de 0 à 6.</translation>
    </message>
    <message>
        <source>%1 has no name (expected one of %2).</source>
        <translation>%1 n’a pas de nom (attendu l’un de %2).</translation>
    </message>
</context>
<context>
    <name>Theme</name>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Sombre</translation>
    </message>
    <message>
        <source>&amp;High contrast</source>
        <translation>&amp;Contraste élevé</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Clair</translation>
    </message>
</context>
<context>
    <name>UserFiles</name>
    <message>
        <source>Cannot open %1: it is a folder.</source>
        <translation>Impossible d’ouvrir %1&#xa0;: c’est un dossier.</translation>
    </message>
    <message>
        <source>Cannot open %1: it is not a regular file (a device or a pipe).</source>
        <translation>Impossible d’ouvrir %1&#xa0;: ce n’est pas un fichier ordinaire (un périphérique ou un tube).</translation>
    </message>
    <message>
        <source>Cannot open %1: it is larger than %L2 bytes.</source>
        <translation>Impossible d’ouvrir %1&#xa0;: il dépasse %L2 octets.</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>Impossible d’ouvrir %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Cannot write %1: it is a folder.</source>
        <translation>Impossible d’écrire %1&#xa0;: c’est un dossier.</translation>
    </message>
    <message>
        <source>Cannot write %1: it is not a regular file (a device or a pipe), and RingLab writes only new files or regular ones.</source>
        <translation>Impossible d’écrire %1&#xa0;: ce n’est pas un fichier ordinaire (un périphérique ou un tube), et RingLab n’écrit que des fichiers nouveaux ou ordinaires.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Impossible d’écrire %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Cannot encode the PNG image for %1.</source>
        <translation>Impossible d’encoder l’image PNG pour %1.</translation>
    </message>
</context>
<context>
    <name>ValidationError</name>
    <message>
        <source>slot %1 is out of range 0 … %2</source>
        <translation>le slot %1 est hors de l’intervalle 0 … %2</translation>
    </message>
    <message>
        <source>no node &quot;%1&quot; to move slot %2 to</source>
        <translation>aucun nœud «&#x202f;%1&#x202f;» vers lequel déplacer le slot %2</translation>
    </message>
    <message>
        <source>key count %1 is over the limit of %2</source>
        <translation>le nombre de clés %1 dépasse la limite de %2</translation>
    </message>
    <message>
        <source>node id is empty</source>
        <translation>l’identifiant de nœud est vide</translation>
    </message>
    <message>
        <source>node id %1 contains a control character, &apos;,&apos; or &apos;=&apos;</source>
        <translation>l’identifiant de nœud %1 contient un caractère de contrôle, «&#x202f;,&#x202f;» ou «&#x202f;=&#x202f;»</translation>
    </message>
    <message>
        <source>the node list is empty</source>
        <translation>la liste des nœuds est vide</translation>
    </message>
    <message>
        <source>too many nodes: %1 (at most %2)</source>
        <translation>trop de nœuds&#xa0;: %1 (au plus %2)</translation>
    </message>
    <message>
        <source>duplicate node id %1</source>
        <translation>identifiant de nœud en double&#xa0;: %1</translation>
    </message>
    <message>
        <source>weight of node %1 is not a number: %2</source>
        <translation>le poids du nœud %1 n’est pas un nombre&#xa0;: %2</translation>
    </message>
    <message>
        <source>empty node id in node list %1</source>
        <translation>identifiant de nœud vide dans la liste de nœuds %1</translation>
    </message>
    <message>
        <source>replicas must be at least 1, got %1</source>
        <translation>le nombre de réplicas doit être au moins 1, reçu&#xa0;: %1</translation>
    </message>
    <message>
        <source>the ring would need %1 points with replicas %2; the limit is %3 points (about 128 MiB)</source>
        <translation>l’anneau demanderait %1 points avec %2 réplicas&#x202f;; la limite est de %3 points (environ 128 Mio)</translation>
    </message>
    <message>
        <source>random inputs need a length of at least 1 byte</source>
        <translation>les entrées aléatoires doivent faire au moins 1 octet</translation>
    </message>
    <message>
        <source>the avalanche test needs at least one input of one byte or more</source>
        <translation>le test d’avalanche demande au moins une entrée d’un octet ou plus</translation>
    </message>
    <message>
        <source>input bit %1 is outside the empty key</source>
        <translation>le bit d’entrée %1 est hors de la clé vide</translation>
    </message>
    <message>
        <source>input bit %1 is outside the key (%2 bytes have bits 0 … %3)</source>
        <translation>le bit d’entrée %1 est hors de la clé (%2 octets ont les bits 0 … %3)</translation>
    </message>
    <message>
        <source>%1 virtual nodes are over the limit of %2</source>
        <translation>%1 nœuds virtuels dépassent la limite de %2</translation>
    </message>
    <message>
        <source>the number of virtual nodes per node must be at least 1</source>
        <translation>le nombre de nœuds virtuels par nœud doit être au moins 1</translation>
    </message>
    <message>
        <source>the uniformity test needs at least one position</source>
        <translation>le test d’uniformité demande au moins une position</translation>
    </message>
    <message>
        <source>the number of bins must be between 2 and %1, got %2</source>
        <translation>le nombre de classes doit être compris entre 2 et %1, reçu&#xa0;: %2</translation>
    </message>
    <message>
        <source>the number of inputs must be between 1 and %1</source>
        <translation>le nombre d’entrées doit être compris entre 1 et %1</translation>
    </message>
    <message>
        <source>lost node &quot;%1&quot; is not in the grown fleet</source>
        <translation>le nœud perdu «&#x202f;%1&#x202f;» n’est pas dans la flotte agrandie</translation>
    </message>
    <message>
        <source>the grown fleet needs at least two nodes to lose one</source>
        <translation>la flotte agrandie doit avoir au moins deux nœuds pour en perdre un</translation>
    </message>
    <message>
        <source>the key set is empty</source>
        <translation>l’ensemble de clés est vide</translation>
    </message>
    <message>
        <source>requests per second must be ≥ 0, got %1</source>
        <translation>le nombre de requêtes par seconde doit être ≥ 0, reçu&#xa0;: %1</translation>
    </message>
    <message>
        <source>hit rate must be between 0 and 1, got %1</source>
        <translation>le taux de succès doit être entre 0 et 1, reçu&#xa0;: %1</translation>
    </message>
    <message>
        <source>the balance limit and the storm factor must be at least 1</source>
        <translation>la limite d’équilibre et le facteur de tempête doivent valoir au moins 1</translation>
    </message>
    <message>
        <source>no algorithm to compare</source>
        <translation>aucun algorithme à comparer</translation>
    </message>
    <message>
        <source>no node &quot;%1&quot; to kill</source>
        <translation>aucun nœud «&#x202f;%1&#x202f;» à arrêter</translation>
    </message>
    <message>
        <source>no experiment &quot;%1&quot;</source>
        <translation>aucune expérience «&#x202f;%1&#x202f;»</translation>
    </message>
    <message>
        <source>%1 must be a number &gt; 0, got %2</source>
        <translation>%1&#xa0;: doit être un nombre &gt; 0, reçu&#xa0;: %2</translation>
    </message>
    <message>
        <source>downtime</source>
        <translation>durée d’indisponibilité</translation>
    </message>
    <message>
        <source>failures to remove a node must be at least 1, got %1</source>
        <translation>le nombre d’échecs pour retirer un nœud doit être au moins 1, reçu&#xa0;: %1</translation>
    </message>
    <message>
        <source>failure window</source>
        <translation>fenêtre d’échecs</translation>
    </message>
    <message>
        <source>initial backoff</source>
        <translation>backoff initial</translation>
    </message>
    <message>
        <source>maximum backoff</source>
        <translation>backoff maximal</translation>
    </message>
    <message>
        <source>maximum backoff %1 is below the initial backoff %2</source>
        <translation>le backoff maximal %1 est inférieur au backoff initial %2</translation>
    </message>
    <message>
        <source>stable time to reset the backoff must be ≥ 0</source>
        <translation>la durée de stabilité qui réinitialise le backoff doit être ≥ 0</translation>
    </message>
    <message>
        <source>failover depth must be at least 1</source>
        <translation>la profondeur de basculement doit être au moins 1</translation>
    </message>
    <message>
        <source>%1 must be between %2 and %3, got %4</source>
        <translation>%1&#xa0;: doit être entre %2 et %3, reçu&#xa0;: %4</translation>
    </message>
    <message>
        <source>event names node &quot;%1&quot;, which is not one of the nodes</source>
        <translation>l’événement désigne le nœud «&#x202f;%1&#x202f;», qui ne fait pas partie des nœuds</translation>
    </message>
    <message>
        <source>failover depth must be between 1 and the number of nodes (%1), got %2</source>
        <translation>la profondeur de basculement doit être entre 1 et le nombre de nœuds (%1), reçu&#xa0;: %2</translation>
    </message>
    <message>
        <source>requests per second</source>
        <translation>requêtes par seconde</translation>
    </message>
    <message>
        <source>warm hit rate</source>
        <translation>taux de succès à chaud</translation>
    </message>
    <message>
        <source>duration %1 s in steps of %2 s: both must be &gt; 0 and give at most 1,000,000 steps</source>
        <translation>durée de %1&#xa0;s par pas de %2&#xa0;s&#xa0;: les deux doivent être &gt; 0 et donner au plus 1&#x202f;000&#x202f;000 pas</translation>
    </message>
    <message>
        <source>requests per second × duration is over 2,000,000,000 requests</source>
        <translation>requêtes par seconde × durée dépasse 2&#x202f;000&#x202f;000&#x202f;000 de requêtes</translation>
    </message>
    <message>
        <source>event time</source>
        <translation>instant de l’événement</translation>
    </message>
    <message>
        <source>time-out share</source>
        <translation>part d’expirations</translation>
    </message>
    <message>
        <source>flap period must be &gt; 0, got %1</source>
        <translation>la période d’oscillation doit être &gt; 0, reçu&#xa0;: %1</translation>
    </message>
    <message>
        <source>requests must be between 1 and 100,000,000, got %1</source>
        <translation>le nombre de requêtes doit être entre 1 et 100&#x202f;000&#x202f;000, reçu&#xa0;: %1</translation>
    </message>
    <message>
        <source>local cache size %1 is larger than the key set (%2 keys)</source>
        <translation>la taille du cache local (%1) dépasse l’ensemble de clés (%2 clés)</translation>
    </message>
    <message>
        <source>epsilon must be a number &gt; 0, got %1</source>
        <translation>epsilon doit être un nombre &gt; 0, reçu&#xa0;: %1</translation>
    </message>
    <message>
        <source>Zipf exponent must be a number &gt; 0, got %1</source>
        <translation>l’exposant de Zipf doit être un nombre &gt; 0, reçu&#xa0;: %1</translation>
    </message>
    <message>
        <source>key size sigma must be between 0 and 5, got %1</source>
        <translation>le sigma de la taille des clés doit être entre 0 et 5, reçu&#xa0;: %1</translation>
    </message>
    <message>
        <source>copy bandwidth must be &gt; 0 bytes/s, got %1</source>
        <translation>le débit de copie doit être &gt; 0 octet/s, reçu&#xa0;: %1</translation>
    </message>
    <message>
        <source>version skew needs at least two client groups, got %1</source>
        <translation>le décalage de version demande au moins deux groupes de clients, reçu&#xa0;: %1</translation>
    </message>
    <message>
        <source>client share of &quot;%1&quot; must be ≥ 0, got %2</source>
        <translation>la part de clients de «&#x202f;%1&#x202f;» doit être ≥ 0, reçu&#xa0;: %2</translation>
    </message>
    <message>
        <source>the client groups&apos; shares add up to 0</source>
        <translation>les parts des groupes de clients totalisent 0</translation>
    </message>
    <message>
        <source>write share must be between 0 and 1, got %1</source>
        <translation>la part d’écritures doit être entre 0 et 1, reçu&#xa0;: %1</translation>
    </message>
    <message>
        <source>the failover simulation follows every key on every node: %1 keys × %2 nodes is over its limit (at most %3 keys and %4 keys × nodes)</source>
        <translation>la simulation de basculement suit chaque clé sur chaque nœud&#xa0;: %1 clés × %2 nœuds dépassent sa limite (au plus %3 clés et %4 clés × nœuds)</translation>
    </message>
    <message>
        <source>%1 random inputs of %2 bytes are over the limit of %3 bytes in all</source>
        <translation>%1 entrées aléatoires de %2 octets dépassent la limite de %3 octets au total</translation>
    </message>
    <message>
        <source>key pattern %1 is longer than %2 bytes</source>
        <translation>le motif de clé %1 dépasse %2 octets</translation>
    </message>
    <message>
        <source>key pattern %1 has no {i} placeholder</source>
        <translation>le motif de clé %1 n’a pas d’emplacement {i}</translation>
    </message>
    <message>
        <source>key pattern %1 has %2 {i} placeholders; the limit is %3</source>
        <translation>le motif de clé %1 a %2 emplacements {i}&#x202f;; la limite est %3</translation>
    </message>
    <message>
        <source>the file holds more than %1 keys</source>
        <translation>le fichier contient plus de %1 clés</translation>
    </message>
    <message>
        <source>node id %1 is longer than %2 bytes</source>
        <translation>l’identifiant de nœud %1 dépasse %2 octets</translation>
    </message>
    <message>
        <source>weight of node %1 must be between %2 and %3, got %4</source>
        <translation>le poids du nœud %1 doit être compris entre %2 et %3, reçu&#xa0;: %4</translation>
    </message>
    <message>
        <source>too many nodes: more than %1</source>
        <translation>trop de nœuds&#xa0;: plus de %1</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>ligne %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>the nodes file lists no node</source>
        <translation>le fichier de nœuds ne liste aucun nœud</translation>
    </message>
    <message>
        <source>median value size must be between 1 and %1 bytes, got %2</source>
        <translation>la taille médiane des valeurs doit être comprise entre 1 et %1 octets, reçu&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 %2 does not exist</source>
        <translation>%1 %2 n’existe pas</translation>
    </message>
    <message>
        <source>%1 %2 is a directory</source>
        <translation>%1 %2 est un dossier</translation>
    </message>
    <message>
        <source>%1 %2 is not a regular file</source>
        <translation>%1 %2 n’est pas un fichier ordinaire</translation>
    </message>
    <message>
        <source>cannot read %1 %2: %3</source>
        <translation>impossible de lire %1 %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>line %1 is longer than %2 bytes</source>
        <translation>la ligne %1 dépasse %2 octets</translation>
    </message>
    <message>
        <source>the input is larger than %1 bytes</source>
        <translation>l’entrée dépasse %1 octets</translation>
    </message>
    <message>
        <source>nodes file</source>
        <translation>fichier de nœuds</translation>
    </message>
    <message>
        <source>keys file</source>
        <translation>fichier de clés</translation>
    </message>
    <message>
        <source>ketama takes whole-number weights, as libmemcached and twemproxy do: node %1 has weight %2</source>
        <translation>ketama prend des poids entiers, comme libmemcached et twemproxy&#xa0;: le nœud %1 a le poids %2</translation>
    </message>
    <message>
        <source>the Maglev table size must be a prime between 2 and %1, as Envoy requires a prime; got %2</source>
        <translation>la taille de la table Maglev doit être un nombre premier entre 2 et %1, comme l’exige Envoy&#x202f;; reçu&#xa0;: %2</translation>
    </message>
    <message>
        <source>expected node=value, got %1</source>
        <translation>attendu nœud=valeur, reçu&#xa0;: %1</translation>
    </message>
    <message>
        <source>node %1: %2 is not a token (a whole number from -9223372036854775808 to 9223372036854775807)</source>
        <translation>nœud %1&#xa0;: %2 n’est pas un jeton (un entier de -9223372036854775808 à 9223372036854775807)</translation>
    </message>
    <message>
        <source>num_tokens must be 1 to %1, as Cassandra allows, got %2</source>
        <translation>num_tokens doit valoir de 1 à %1, comme Cassandra l’autorise, reçu&#xa0;: %2</translation>
    </message>
    <message>
        <source>the replication factor must be at least 1, got %1</source>
        <translation>le facteur de réplication doit valoir au moins 1, reçu&#xa0;: %1</translation>
    </message>
    <message>
        <source>replication factor %1 needs at least %1 nodes; there are %2</source>
        <translation>le facteur de réplication %1 exige au moins %1 nœuds&#x202f;; il y en a %2</translation>
    </message>
    <message>
        <source>node %1 has an empty rack name</source>
        <translation>le nœud %1 a un nom de rack vide</translation>
    </message>
    <message>
        <source>tokens are given for %1, which is not a node</source>
        <translation>des jetons sont donnés pour %1, qui n’est pas un nœud</translation>
    </message>
    <message>
        <source>tokens are given twice for node %1</source>
        <translation>des jetons sont donnés deux fois pour le nœud %1</translation>
    </message>
    <message>
        <source>node %1 is given %2 tokens; a node takes 1 to %3</source>
        <translation>le nœud %1 reçoit %2 jetons&#x202f;; un nœud en prend de 1 à %3</translation>
    </message>
    <message>
        <source>token %1 is given to both %2 and %3; a token belongs to one node</source>
        <translation>le jeton %1 est donné à la fois à %2 et à %3&#x202f;; un jeton appartient à un seul nœud</translation>
    </message>
    <message>
        <source>a rack is given for %1, which is not a node</source>
        <translation>un rack est donné pour %1, qui n’est pas un nœud</translation>
    </message>
    <message>
        <source>a rack is given twice for node %1</source>
        <translation>un rack est donné deux fois pour le nœud %1</translation>
    </message>
    <message>
        <source>the token ring would hold %1 tokens; the limit is %2</source>
        <translation>l’anneau de jetons contiendrait %1 jetons&#x202f;; la limite est %2</translation>
    </message>
    <message>
        <source>a ring hash size must be 1 to %1, as Envoy allows, got %2</source>
        <translation>une taille de ring hash doit valoir de 1 à %1, comme Envoy l’autorise, reçu&#xa0;: %2</translation>
    </message>
    <message>
        <source>the minimum ring size (%1) is over the maximum ring size (%2)</source>
        <translation>la taille minimale de l’anneau (%1) dépasse la taille maximale (%2)</translation>
    </message>
    <message>
        <source>a replication factor must be at least 1, got %1</source>
        <translation>un facteur de réplication doit valoir au moins 1, reçu&#xa0;: %1</translation>
    </message>
    <message>
        <source>the live lab takes 1 to %1 keys, got %2</source>
        <translation>le labo en direct prend de 1 à %1 clés, reçu&#xa0;: %2</translation>
    </message>
    <message>
        <source>keys per batch must be 1 to 10000, got %1</source>
        <translation>les clés par lot doivent être de 1 à 10000, reçu&#xa0;: %1</translation>
    </message>
    <message>
        <source>values must be at most 1000000 bytes, got %1</source>
        <translation>les valeurs doivent faire au plus 1000000 octets, reçu&#xa0;: %1</translation>
    </message>
    <message>
        <source>the request rate must be 0 to 100000000 a second, got %1</source>
        <translation>le débit de requêtes doit être de 0 à 100000000 par seconde, reçu&#xa0;: %1</translation>
    </message>
    <message>
        <source>the live fleet has no server</source>
        <translation>la flotte en direct n’a aucun serveur</translation>
    </message>
    <message>
        <source>memcached cannot store %1</source>
        <translation>memcached ne peut pas stocker ceci&#xa0;: %1</translation>
    </message>
    <message>
        <source>the live lab&apos;s keys take more than 4 GB</source>
        <translation>les clés du labo en direct occupent plus de 4&#xa0;Go</translation>
    </message>
    <message>
        <source>the live lab only uses loopback addresses (127.0.0.0/8 or localhost), got %1</source>
        <translation>le labo en direct n’utilise que des adresses de bouclage (127.0.0.0/8 ou localhost), reçu&#xa0;: %1</translation>
    </message>
    <message>
        <source>a server must be HOST:PORT, got %1</source>
        <translation>un serveur doit être HÔTE:PORT, reçu&#xa0;: %1</translation>
    </message>
    <message>
        <source>a port must be 1 to 65535, got %1</source>
        <translation>un port doit être entre 1 et 65535, reçu&#xa0;: %1</translation>
    </message>
    <message>
        <source>running</source>
        <translation>en marche</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>arrêté</translation>
    </message>
    <message>
        <source>killed</source>
        <translation>tué</translation>
    </message>
    <message>
        <source>died</source>
        <translation>mort</translation>
    </message>
    <message>
        <source>external</source>
        <translation>externe</translation>
    </message>
    <message>
        <source>threads per server must be 1 to 64, got %1</source>
        <translation>les threads par serveur doivent être de 1 à 64, reçu&#xa0;: %1</translation>
    </message>
    <message>
        <source>no server %1 in the live fleet</source>
        <translation>aucun serveur %1 dans la flotte en direct</translation>
    </message>
    <message>
        <source>cannot stop %1: RingLab did not start it</source>
        <translation>impossible d’arrêter %1&#xa0;: RingLab ne l’a pas démarré</translation>
    </message>
    <message>
        <source>cannot stop %1: it is %2</source>
        <translation>impossible d’arrêter %1&#xa0;: état %2</translation>
    </message>
    <message>
        <source>cannot kill %1: RingLab did not start it</source>
        <translation>impossible de tuer %1&#xa0;: RingLab ne l’a pas démarré</translation>
    </message>
    <message>
        <source>cannot kill %1: it is %2</source>
        <translation>impossible de tuer %1&#xa0;: état %2</translation>
    </message>
    <message>
        <source>cannot restart %1: RingLab did not start it</source>
        <translation>impossible de redémarrer %1&#xa0;: RingLab ne l’a pas démarré</translation>
    </message>
    <message>
        <source>cannot restart %1: it is running</source>
        <translation>impossible de redémarrer %1&#xa0;: il tourne</translation>
    </message>
    <message>
        <source>the rack name %1 of node %2 contains a control character</source>
        <translation>le nom de rack %1 du nœud %2 contient un caractère de contrôle</translation>
    </message>
    <message>
        <source>the ports from %1 leave room for %2 servers (%1 to 65535), not %3</source>
        <translation>les ports à partir de %1 laissent place à %2 serveurs (%1 à 65535), pas à %3</translation>
    </message>
    <message>
        <source>memory per server must be %1 to %2 MB (memcached refuses less than twice its 1 MB item size), got %3</source>
        <translation>la mémoire par serveur doit être de %1 à %2 Mo (memcached refuse moins du double de sa taille d’élément de 1 Mo), reçu %3</translation>
    </message>
    <message>
        <source>%1 ignores weights, and node %2 has weight %3: give every node weight 1, or choose an algorithm that takes weights (ring, rendezvous, ketama, maglev, envoy-ring, cassandra, directory)</source>
        <translation>%1 ignore les poids, et le nœud %2 a le poids %3&#xa0;: donnez le poids 1 à chaque nœud, ou choisissez un algorithme qui prend des poids (ring, rendezvous, ketama, maglev, envoy-ring, cassandra, directory)</translation>
    </message>
    <message>
        <source>racks are given, but not for node %1: give every node its rack (Cassandra would put it in rack1)</source>
        <translation>des racks sont donnés, mais pas pour le nœud %1&#xa0;: donnez son rack à chaque nœud (Cassandra le mettrait dans rack1)</translation>
    </message>
    <message>
        <source>a hash tag is two characters, as twemproxy&apos;s hash_tag: the second is missing</source>
        <translation>un hash tag fait deux caractères, comme le hash_tag de twemproxy&#xa0;: le second manque</translation>
    </message>
    <message>
        <source>%1 hashes keys its own way and takes no hash tag (twemproxy&apos;s hash_tag applies to ring, modulo, rendezvous, jump and ketama)</source>
        <translation>%1 hache les clés à sa façon et ne prend pas de hash tag (le hash_tag de twemproxy vaut pour ring, modulo, rendezvous, jump et ketama)</translation>
    </message>
    <message>
        <source>twemproxy&apos;s modula takes whole-number weights, as nutcracker does: node %1 has weight %2</source>
        <translation>le modula de twemproxy prend des poids entiers, comme nutcracker&#xa0;: le nœud %1 a le poids %2</translation>
    </message>
    <message>
        <source>too many nodes leave and join at once: at most %1 in all</source>
        <translation>trop de nœuds partent et arrivent à la fois&#xa0;: %1 au plus en tout</translation>
    </message>
    <message>
        <source>slot range %1-%2 of &quot;%3&quot; is not within 0 … %4</source>
        <translation>la plage de slots %1-%2 de «&#x202f;%3&#x202f;» n’est pas comprise dans 0 … %4</translation>
    </message>
    <message>
        <source>slot %1 has two owners in the slot table (one is &quot;%2&quot;)</source>
        <translation>le slot %1 a deux propriétaires dans la table des slots (l’un est «&#x202f;%2&#x202f;»)</translation>
    </message>
    <message>
        <source>slot %1 has no owner in the slot table: every one of the %2 slots needs one</source>
        <translation>le slot %1 n’a pas de propriétaire dans la table des slots&#xa0;: chacun des %2 slots en demande un</translation>
    </message>
    <message>
        <source>no node &quot;%1&quot; to reshard to</source>
        <translation>aucun nœud «&#x202f;%1&#x202f;» auquel donner les slots du resharding</translation>
    </message>
    <message>
        <source>no node &quot;%1&quot; to reshard from</source>
        <translation>aucun nœud «&#x202f;%1&#x202f;» dont prendre les slots du resharding</translation>
    </message>
    <message>
        <source>a reshard moves 1 to %1 slots, not %2</source>
        <translation>un resharding déplace de 1 à %1 slots, pas %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; cannot be both the source and the target of a reshard</source>
        <translation>«&#x202f;%1&#x202f;» ne peut pas être à la fois la source et la cible d’un resharding</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is named twice as a source of the reshard</source>
        <translation>«&#x202f;%1&#x202f;» est nommé deux fois comme source du resharding</translation>
    </message>
    <message>
        <source>a reshard to &quot;%1&quot; has no other node to take slots from</source>
        <translation>un resharding vers «&#x202f;%1&#x202f;» n’a aucun autre nœud dont prendre des slots</translation>
    </message>
    <message>
        <source>node %1: &quot;%2&quot; is not a slot 0 … %3</source>
        <translation>nœud %1&#xa0;: «&#x202f;%2&#x202f;» n’est pas un slot 0 … %3</translation>
    </message>
    <message>
        <source>expected node=slots, got &quot;%1&quot;</source>
        <translation>attendu nœud=slots, reçu «&#x202f;%1&#x202f;»</translation>
    </message>
    <message>
        <source>node %1: the slot range &quot;%2&quot; ends before it starts</source>
        <translation>nœud %1&#xa0;: la plage de slots «&#x202f;%2&#x202f;» finit avant de commencer</translation>
    </message>
    <message>
        <source>replication-aware token allocation for node %1: its data centre has %2 racks, fewer than the replication factor %3, which Cassandra refuses; put the first %3 nodes in different racks or use random token allocation</source>
        <translation>allocation de tokens selon la réplication pour le nœud %1 : son centre de données a %2 racks, moins que le facteur de réplication %3, ce que Cassandra refuse ; placez les %3 premiers nœuds dans des racks différents ou utilisez l’allocation aléatoire</translation>
    </message>
    <message>
        <source>%1 line %2: %3 %4 is not %5</source>
        <translation>%1 ligne %2 : %3 %4 n’est pas %5</translation>
    </message>
    <message>
        <source>%1 line %2: a second data centre %3 after %4; RingLab models one data centre, give one data centre&apos;s nodes</source>
        <translation>%1 ligne %2 : un second centre de données %3 après %4 ; RingLab modélise un seul centre de données, donnez les nœuds d’un seul</translation>
    </message>
    <message>
        <source>%1 line %2: token %3 appears twice</source>
        <translation>%1 ligne %2 : le token %3 apparaît deux fois</translation>
    </message>
    <message>
        <source>%1: no token line (expected the header Address Rack Status State Load Owns Token, then a line per token)</source>
        <translation>%1 : aucune ligne de token (attendu : l’en-tête Address Rack Status State Load Owns Token, puis une ligne par token)</translation>
    </message>
    <message>
        <source>%1 line %2: node %3 appears twice</source>
        <translation>%1 ligne %2 : le nœud %3 apparaît deux fois</translation>
    </message>
    <message>
        <source>%1: no node line (expected the header --  Address Load Tokens Owns Host ID Rack, then a line per node)</source>
        <translation>%1 : aucune ligne de nœud (attendu : l’en-tête --  Address Load Tokens Owns Host ID Rack, puis une ligne par nœud)</translation>
    </message>
    <message>
        <source>nodetool status names %1, which nodetool ring does not</source>
        <translation>nodetool status nomme %1, que nodetool ring ne nomme pas</translation>
    </message>
    <message>
        <source>node %1 has %2 tokens in nodetool ring but %3 in nodetool status</source>
        <translation>le nœud %1 a %2 tokens dans nodetool ring mais %3 dans nodetool status</translation>
    </message>
    <message>
        <source>nodetool ring names %1, which nodetool status does not</source>
        <translation>nodetool ring nomme %1, que nodetool status ne nomme pas</translation>
    </message>
    <message>
        <source>twemproxy&apos;s modula counts its entries in 32 bits: the weights add up to %1, over %2</source>
        <translation>le modula de twemproxy compte ses entrées sur 32 bits : les poids totalisent %1, plus de %2</translation>
    </message>
    <message>
        <source>the catalogue compares no client “%1” (expected one of %2)</source>
        <translation>le catalogue ne compare aucun client «&#x202f;%1&#x202f;» (attendu l’un de %2)</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>RingLab: a lab for consistent hashing.</source>
        <translation>RingLab&#xa0;: un labo pour le hachage cohérent.</translation>
    </message>
    <message>
        <source>Open this scenario file.</source>
        <translation>Ouvrir ce fichier de scénario.</translation>
    </message>
    <message>
        <source>Render the window to a PNG file and exit.</source>
        <translation>Rendre la fenêtre dans un fichier PNG et quitter.</translation>
    </message>
    <message>
        <source>Present this lesson: a built-in lesson&apos;s id or a lesson file.</source>
        <translation>Présenter cette leçon&#xa0;: l’identifiant d’une leçon intégrée ou un fichier de leçon.</translation>
    </message>
    <message>
        <source>Start the lesson at this scene (from 1).</source>
        <translation>Commencer la leçon à cette scène (à partir de 1).</translation>
    </message>
    <message>
        <source>Language: en, de or fr.</source>
        <translation>Langue&#xa0;: en, de ou fr.</translation>
    </message>
    <message>
        <source>With --screenshot: the window&apos;s size, e.g. 1280x720.</source>
        <translation>Avec --screenshot&#xa0;: la taille de la fenêtre, p. ex. 1280x720.</translation>
    </message>
    <message>
        <source>Colours: light, dark or high-contrast.</source>
        <translation>Couleurs&#xa0;: light, dark ou high-contrast.</translation>
    </message>
</context>
<context>
    <name>ringlab::LabModel</name>
    <message>
        <source>The key file %1 holds no key.</source>
        <translation>Le fichier de clés %1 ne contient aucune clé.</translation>
    </message>
    <message>
        <source>Add %1</source>
        <translation>l’ajout de %1</translation>
    </message>
    <message>
        <source>There is no node “%1”.</source>
        <translation>Il n’y a pas de nœud «&#x202f;%1&#x202f;».</translation>
    </message>
    <message>
        <source>The last node cannot be removed: a lab needs at least one.</source>
        <translation>Le dernier nœud ne peut pas être retiré&#xa0;: un labo en demande au moins un.</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>le retrait de %1</translation>
    </message>
    <message>
        <source>Rename %1 to %2</source>
        <translation>le renommage de %1 en %2</translation>
    </message>
    <message>
        <source>Set weight of %1 to %2</source>
        <translation>le passage de %1 au poids %2</translation>
    </message>
    <message>
        <source>Algorithm %1</source>
        <translation>le passage à l’algorithme %1</translation>
    </message>
    <message>
        <source>Hash %1</source>
        <translation>le passage au hachage %1</translation>
    </message>
    <message>
        <source>Replicas %1</source>
        <translation>le passage à %1 réplicas</translation>
    </message>
    <message>
        <source>Keys %1, %L2</source>
        <translation>les clés %1, %L2</translation>
    </message>
    <message>
        <source>Keys from %1</source>
        <translation>les clés de %1</translation>
    </message>
    <message>
        <source>Compare with %1</source>
        <translation>la comparaison avec %1</translation>
    </message>
    <message>
        <source>Stop comparing</source>
        <translation>l’arrêt de la comparaison</translation>
    </message>
    <message>
        <source>undoing “%1”</source>
        <translation>l’annulation de «&#x202f;%1&#xa0;»</translation>
    </message>
    <message>
        <source>redoing “%1”</source>
        <translation>le rétablissement de «&#x202f;%1&#xa0;»</translation>
    </message>
    <message>
        <source>adding %1</source>
        <translation>l’ajout de %1</translation>
    </message>
    <message>
        <source>removing %1</source>
        <translation>le retrait de %1</translation>
    </message>
    <message>
        <source>renaming %1 to %2</source>
        <translation>le renommage de %1 en %2</translation>
    </message>
    <message>
        <source>setting the weight of %1 to %2</source>
        <translation>le passage du poids de %1 à %2</translation>
    </message>
    <message>
        <source>switching to %1</source>
        <translation>le passage à %1</translation>
    </message>
    <message>
        <source>switching the hash to %1</source>
        <translation>le passage au hachage %1</translation>
    </message>
    <message>
        <source>setting replicas to %1</source>
        <translation>le passage à %1 réplicas</translation>
    </message>
    <message>
        <source>, then </source>
        <translation>, puis </translation>
    </message>
    <message>
        <source>The key file %1: %2</source>
        <translation>Fichier de clés %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Ketama dialect %1</source>
        <translation>Dialecte ketama %1</translation>
    </message>
    <message>
        <source>switching ketama to %1</source>
        <translation>le passage de ketama au dialecte %1</translation>
    </message>
    <message>
        <source>Maglev table %L1</source>
        <translation>Table Maglev %L1</translation>
    </message>
    <message>
        <source>setting the Maglev table to %L1 slots</source>
        <translation>le passage de la table Maglev à %L1 slots</translation>
    </message>
    <message>
        <source>Minimum ring size %L1</source>
        <translation>Taille minimale de l’anneau %L1</translation>
    </message>
    <message>
        <source>setting the minimum ring size to %L1</source>
        <translation>le passage de la taille minimale de l’anneau à %L1</translation>
    </message>
    <message>
        <source>num_tokens %L1</source>
        <translation>num_tokens %L1</translation>
    </message>
    <message>
        <source>setting num_tokens to %L1</source>
        <translation>le passage de num_tokens à %L1</translation>
    </message>
    <message>
        <source>Replication factor %L1</source>
        <translation>Facteur de réplication %L1</translation>
    </message>
    <message>
        <source>setting the replication factor to %L1</source>
        <translation>facteur de réplication réglé à %L1</translation>
    </message>
    <message>
        <source>A rack name takes at most %L1 bytes; “%2” has %L3.</source>
        <translation>Un nom de rack compte au plus %L1 octets&#x202f;; «&#x202f;%2&#xa0;» en a %L3.</translation>
    </message>
    <message>
        <source>A rack name cannot hold “,”, “;” or “=”: they separate racks in scenario files and on the command line.</source>
        <translation>Un nom de rack ne peut contenir ni «&#xa0;,&#xa0;», ni «&#x202f;;&#xa0;», ni «&#xa0;=&#xa0;»&#xa0;: ils séparent les racks dans les fichiers de scénario et en ligne de commande.</translation>
    </message>
    <message>
        <source>Rack of %1: %2</source>
        <translation>Rack de %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>moving %1 to rack %2</source>
        <translation>déplacement de %1 dans le rack %2</translation>
    </message>
    <message>
        <source>First reveal how many keys %1 moves.</source>
        <translation>Révélez d’abord combien de clés %1 déplace.</translation>
    </message>
    <message>
        <source>the start</source>
        <translation>le début</translation>
    </message>
    <message>
        <source>“%1”</source>
        <translation>«&#x202f;%1&#xa0;»</translation>
    </message>
    <message>
        <source>going back one step to %1</source>
        <translation>le retour d’une étape en arrière vers %1</translation>
    </message>
    <message>
        <source>going forward one step to %1</source>
        <translation>l’avance d’une étape vers %1</translation>
    </message>
    <message>
        <source>going back %L1 steps to %2</source>
        <translation>le retour de %L1 étapes en arrière vers %2</translation>
    </message>
    <message>
        <source>going forward %L1 steps to %2</source>
        <translation>l’avance de %L1 étapes vers %2</translation>
    </message>
    <message>
        <source>twemproxy hash %1</source>
        <translation>Hachage twemproxy %1</translation>
    </message>
    <message>
        <source>switching twemproxy&apos;s hash to %1</source>
        <translation>le passage du hachage twemproxy à %1</translation>
    </message>
    <message>
        <source>Token allocation %1</source>
        <translation>Allocation des tokens %1</translation>
    </message>
    <message>
        <source>allocating tokens %1</source>
        <translation>en allouant les tokens (%1)</translation>
    </message>
</context>
<context>
    <name>ringlab::NodeTableModel</name>
    <message>
        <source>Node</source>
        <translation>Nœud</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>Poids</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Clés</translation>
    </message>
    <message>
        <source>Share of keys over share of weight; the article asks for at most 120 %.</source>
        <translation>Part des clés rapportée à la part du poids&#x202f;; l’article demande au plus 120&#x202f;%.</translation>
    </message>
    <message>
        <source>The weight of %1 must be a number, not “%2”.</source>
        <translation>Le poids de %1 doit être un nombre, pas «&#x202f;%2&#x202f;».</translation>
    </message>
    <message>
        <source>The node&apos;s rack (double-click to change it). With racks given, replicas go to distinct racks first (NetworkTopologyStrategy); without, to the next distinct nodes clockwise (SimpleStrategy).</source>
        <translation>Le rack du nœud (double-clic pour le changer). Avec des racks, les répliques vont d’abord dans des racks distincts (NetworkTopologyStrategy)&#x202f;; sans, aux nœuds distincts suivants dans le sens horaire (SimpleStrategy).</translation>
    </message>
    <message>
        <source>As nodetool status reports for a keyspace: the share of the token space the node holds a replica of, with the replication factor. The column adds up to the replication factor × 100 %.</source>
        <translation>Comme nodetool status pour un keyspace&#xa0;: la part de l’espace des jetons dont le nœud détient une réplique, avec le facteur de réplication. La colonne totalise facteur de réplication × 100&#x202f;%.</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Jetons</translation>
    </message>
    <message>
        <source>Ring
points</source>
        <translation>Points
d’anneau</translation>
    </message>
    <message>
        <source>Key
space</source>
        <translation>Espace
des clés</translation>
    </message>
    <message>
        <source>Of fair
share</source>
        <translation>% équitable</translation>
    </message>
    <message>
        <source>Rack</source>
        <translation>Rack</translation>
    </message>
    <message>
        <source>Owns
(effective)</source>
        <translation>Possède
(effectif)</translation>
    </message>
</context>
<context>
    <name>ringlab::SessionOption</name>
    <message>
        <source>Cannot save the settings to %1</source>
        <translation>Impossible d’enregistrer les réglages dans %1</translation>
    </message>
</context>
<context>
    <name>ringlab::ui::AddNodeDialog</name>
    <message>
        <source>Add node</source>
        <translation>Ajouter un nœud</translation>
    </message>
    <message>
        <source>Relative to the other nodes&apos; weights: a node of weight 2 should carry twice the keys of a node of weight 1</source>
        <translation>Relatif aux poids des autres nœuds&#xa0;: un nœud de poids 2 doit porter deux fois plus de clés qu’un nœud de poids 1</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nom&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Weight:</source>
        <translation>&amp;Poids&#xa0;:</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Ajouter</translation>
    </message>
    <message>
        <source>Add node…</source>
        <translation>Ajouter un nœud…</translation>
    </message>
    <message>
        <source>Adds a node with the name and weight you give</source>
        <translation>Ajoute un nœud avec le nom et le poids indiqués</translation>
    </message>
</context>
<context>
    <name>ringlab::ui::AllAlgorithmsPanel</name>
    <message>
        <source>Measuring every algorithm on this change… %1</source>
        <translation>Mesure de chaque algorithme sur ce changement… %1</translation>
    </message>
    <message>
        <source>Copy table</source>
        <translation>Copier le tableau</translation>
    </message>
    <message>
        <source>Copies the table as tab-separated text, for a spreadsheet or a slide</source>
        <translation>Copie le tableau en texte séparé par des tabulations, pour un tableur ou une diapositive</translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation>Algorithme</translation>
    </message>
    <message>
        <source>Key hash</source>
        <translation>Hachage des clés</translation>
    </message>
    <message>
        <source>Moved</source>
        <translation>Déplacée</translation>
    </message>
    <message>
        <source>Least
possible</source>
        <translation>Le moins
possible</translation>
    </message>
    <message>
        <source>Relative
std-dev</source>
        <translation>Écart type
relatif</translation>
    </message>
    <message>
        <source>Peak/fair</source>
        <translation>Pic/équitable</translation>
    </message>
    <message>
        <source>Min/fair</source>
        <translation>Min/équitable</translation>
    </message>
    <message>
        <source>Lookup</source>
        <translation>Recherche</translation>
    </message>
    <message>
        <source>Keys the change moved, as the counter says for the lab&apos;s algorithm</source>
        <translation>Les clés que le changement a déplacées, comme le compteur l’indique pour l’algorithme du labo</translation>
    </message>
    <message>
        <source>The fewest keys any placement must move to reach these loads</source>
        <translation>Le moins de clés qu’un placement doit déplacer pour atteindre ces charges</translation>
    </message>
    <message>
        <source>Hash and owner of one key, best of %1 rounds over the first %L2 keys, on this machine now</source>
        <translation>Hachage et propriétaire d’une clé, meilleur de %1 passes sur les %L2 premières clés, sur cette machine maintenant</translation>
    </message>
    <message>
        <source>Waiting for the lab&apos;s result…</source>
        <translation>En attente du résultat du labo…</translation>
    </message>
    <message>
        <source>%1 under every algorithm: %2 → %3 members, %4 keys</source>
        <translation>%1 avec chaque algorithme&#xa0;: %2 → %3 membres, %4 clés</translation>
    </message>
    <message>
        <source>No change of members to measure: the balance of %1 members under every algorithm, %2 keys</source>
        <translation>Aucun changement de membres à mesurer&#xa0;: l’équilibre de %1 membres avec chaque algorithme, %2 clés</translation>
    </message>
    <message>
        <source>refused: %1</source>
        <translation>refusé&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 ns</source>
        <translation>%1&#xa0;ns</translation>
    </message>
</context>
<context>
    <name>ringlab::ui::AskFirst</name>
    <message>
        <source>Ask first</source>
        <translation>Demander d’abord</translation>
    </message>
    <message>
        <source>Ask &amp;first</source>
        <translation>&amp;Demander d’abord</translation>
    </message>
    <message>
        <source>Before a change is made, ask how many keys it will move; show the guess beside the truth after the animation</source>
        <translation>Avant chaque changement, demander combien de clés il déplacera&#x202f;; après l’animation, montrer l’estimation à côté de la vérité</translation>
    </message>
    <message>
        <source>Cancel the change</source>
        <translation>Annuler le changement</translation>
    </message>
    <message>
        <source>Reveal</source>
        <translation>Révéler</translation>
    </message>
    <message>
        <source>Locks the guess in, then makes the change (Enter)</source>
        <translation>Fige l’estimation, puis effectue le changement (Entrée)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>How many of the %1 keys will move after %2?</source>
        <translation>Combien des %1 clés se déplaceront après %2&#xa0;?</translation>
    </message>
    <message>
        <source>?</source>
        <translation>?</translation>
    </message>
    <message>
        <source>%1 · %2 keys</source>
        <translation>%1 · %2 clés</translation>
    </message>
    <message>
        <source>After %1:</source>
        <translation>Après %1&#xa0;:</translation>
    </message>
</context>
<context>
    <name>ringlab::ui::AvalancheHeatMap</name>
    <message>
        <source>PASS</source>
        <translation>RÉUSSI</translation>
    </message>
    <message>
        <source>FAIL</source>
        <translation>ÉCHEC</translation>
    </message>
    <message>
        <source>TOO FEW INPUTS</source>
        <translation>TROP PEU D’ENTRÉES</translation>
    </message>
    <message>
        <source>Avalanche of %1</source>
        <translation>Avalanche de %1</translation>
    </message>
    <message>
        <source>✓ PASS</source>
        <translation>✓ RÉUSSI</translation>
    </message>
    <message>
        <source>under SMHasher&apos;s %1 limit</source>
        <translation>sous la limite de %1 de SMHasher</translation>
    </message>
    <message>
        <source>✗ FAIL</source>
        <translation>✗ ÉCHEC</translation>
    </message>
    <message>
        <source>over SMHasher&apos;s %1 limit</source>
        <translation>au-dessus de la limite de %1 de SMHasher</translation>
    </message>
    <message>
        <source>? TOO FEW INPUTS</source>
        <translation>? TROP PEU D’ENTRÉES</translation>
    </message>
    <message>
        <source>chance alone reaches %1 with so few inputs; SMHasher hashes %2</source>
        <translation>le hasard seul atteint %1 avec si peu d’entrées&#x202f;; SMHasher en hache %2</translation>
    </message>
    <message>
        <source>computing…</source>
        <translation>calcul…</translation>
    </message>
    <message>
        <source>flipping every bit of every input</source>
        <translation>inversion de chaque bit de chaque entrée</translation>
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
        <translation>pire biais</translation>
    </message>
    <message>
        <source>mean bias</source>
        <translation>biais moyen</translation>
    </message>
    <message>
        <source>input bit (8 per byte)</source>
        <translation>bit d’entrée (8 par octet)</translation>
    </message>
    <message>
        <source>input bit</source>
        <translation>bit d’entrée</translation>
    </message>
    <message>
        <source>output bit</source>
        <translation>bit de sortie</translation>
    </message>
    <message>
        <source>computing %1 …</source>
        <translation>calcul de %1 …</translation>
    </message>
    <message>
        <source>no map</source>
        <translation>pas de carte</translation>
    </message>
    <message>
        <source>no analysis yet</source>
        <translation>pas encore d’analyse</translation>
    </message>
    <message>
        <source>how often the output bit flips</source>
        <translation>fréquence d’inversion du bit de sortie</translation>
    </message>
    <message>
        <source>output bit flips</source>
        <translation>inversions du bit de sortie</translation>
    </message>
    <message>
        <source>0: never</source>
        <translation>0&#xa0;: jamais</translation>
    </message>
    <message>
        <source>0.5: ideal</source>
        <translation>0,5&#xa0;: idéal</translation>
    </message>
    <message>
        <source>1: always</source>
        <translation>1&#xa0;: toujours</translation>
    </message>
    <message>
        <source>never</source>
        <translation>jamais</translation>
    </message>
    <message>
        <source>ideal</source>
        <translation>idéal</translation>
    </message>
    <message>
        <source>always</source>
        <translation>toujours</translation>
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
        <translation>Bit d’entrée %1 (octet %2, bit %3) → bit de sortie %4
inversé pour %5 entrées sur %6 (%7)&#x202f;; biais %8</translation>
    </message>
</context>
<context>
    <name>ringlab::ui::AvalanchePanel</name>
    <message>
        <source>%1 random %2-byte inputs, seed %3</source>
        <translation>%1 entrées aléatoires de %2 octets, graine %3</translation>
    </message>
    <message>
        <source>the label %1#0</source>
        <translation>l’étiquette %1#0</translation>
    </message>
    <message>
        <source>%1 labels %2#0 … %2#%3</source>
        <translation>%1 étiquettes %2#0 … %2#%3</translation>
    </message>
    <message>
        <source>Random 16-byte keys (SMHasher)</source>
        <translation>Clés aléatoires de 16 octets (SMHasher)</translation>
    </message>
    <message>
        <source>Virtual-node labels</source>
        <translation>Étiquettes de nœuds virtuels</translation>
    </message>
    <message>
        <source>Random keys measure the hash; labels such as cache-01#0, cache-01#1, … are what a ring hashes and differ only in their last bytes</source>
        <translation>Les clés aléatoires mesurent le hachage&#x202f;; les étiquettes comme cache-01#0, cache-01#1, … sont ce qu’un anneau hache, et ne diffèrent que par leurs derniers octets</translation>
    </message>
    <message>
        <source>SMHasher hashes 300,000 keys: with fewer, chance alone shows a larger bias</source>
        <translation>SMHasher hache 300&#x202f;000 clés&#xa0;: avec moins, le hasard seul montre un biais plus grand</translation>
    </message>
    <message>
        <source>Inputs</source>
        <translation>Entrées</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Graine</translation>
    </message>
    <message>
        <source>Node id</source>
        <translation>Nom du nœud</translation>
    </message>
    <message>
        <source>Hash of the left map</source>
        <translation>Hachage de la carte de gauche</translation>
    </message>
    <message>
        <source>Hash of the right map</source>
        <translation>Hachage de la carte de droite</translation>
    </message>
    <message>
        <source>Left hash</source>
        <translation>Hachage gauche</translation>
    </message>
    <message>
        <source>Right hash</source>
        <translation>Hachage droit</translation>
    </message>
    <message>
        <source>Avalanche: %1 and %2</source>
        <translation>Avalanche&#xa0;: %1 et %2</translation>
    </message>
</context>
<context>
    <name>ringlab::ui::BitFlipPanel</name>
    <message>
        <source>Any text; its UTF-8 bytes are hashed</source>
        <translation>N’importe quel texte&#x202f;; ses octets UTF-8 sont hachés</translation>
    </message>
    <message>
        <source>Input bit i is bit i mod 8 (0 = lowest) of byte i / 8; or click a bit of the key</source>
        <translation>Le bit d’entrée i est le bit i mod 8 (0 = poids faible) de l’octet i / 8&#x202f;; ou cliquez sur un bit de la clé</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Clé</translation>
    </message>
    <message>
        <source>Flip input bit</source>
        <translation>Inverser le bit d’entrée</translation>
    </message>
    <message>
        <source>= byte %1, bit %2</source>
        <translation>= octet %1, bit %2</translation>
    </message>
</context>
<context>
    <name>ringlab::ui::BitFlipView</name>
    <message>
        <source>Type a key of at least one character.</source>
        <translation>Saisissez une clé d’au moins un caractère.</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <source>One bit of %1 flipped</source>
        <translation>Un bit de %1 inversé</translation>
    </message>
    <message>
        <source>ideal: 16 of 32 output bits change</source>
        <translation>idéal&#xa0;: 16 bits de sortie sur 32 changent</translation>
    </message>
    <message>
        <source>key</source>
        <translation>clé</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>flipping input bit %1 (byte %2, bit %3) turns</source>
        <translation>inverser le bit d’entrée %1 (octet %2, bit %3) transforme</translation>
    </message>
    <message>
        <source>into</source>
        <translation>en</translation>
    </message>
    <message>
        <source>bit 31</source>
        <translation>bit 31</translation>
    </message>
    <message>
        <source>bit 0</source>
        <translation>bit 0</translation>
    </message>
    <message>
        <source>before (upper) · after (lower)</source>
        <translation>avant (en haut) · après (en bas)</translation>
    </message>
    <message>
        <source>before</source>
        <translation>avant</translation>
    </message>
    <message>
        <source>after</source>
        <translation>après</translation>
    </message>
    <message>
        <source>changed (16 is ideal)</source>
        <translation>changés (16 idéal)</translation>
    </message>
    <message>
        <source>changed</source>
        <translation>changés</translation>
    </message>
    <message>
        <source>Input bit %1 (byte %2, bit %3): click to flip it</source>
        <translation>Bit d’entrée %1 (octet %2, bit %3)&#xa0;: cliquez pour l’inverser</translation>
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
        <translation>Buckets RingLab&#xa0;: %1</translation>
    </message>
    <message>
        <source>RingLab buckets</source>
        <translation>Buckets RingLab</translation>
    </message>
    <message>
        <source>%1 … %2: %3 … %4</source>
        <translation>%1 … %2&#xa0;: %3 … %4</translation>
    </message>
    <message>
        <source>each dot: one of %1 sampled keys</source>
        <translation>chaque pastille&#xa0;: une des %1 clés échantillonnées</translation>
    </message>
    <message>
        <source>dashed line and 100 %: fair share</source>
        <translation>pointillés et 100&#x202f;%&#xa0;: part équitable</translation>
    </message>
    <message>
        <source>%1 keys</source>
        <translation>%1 clés</translation>
    </message>
    <message>
        <source>%1 of fair</source>
        <translation>%1 de la part équitable</translation>
    </message>
    <message>
        <source>removed</source>
        <translation>retiré</translation>
    </message>
    <message>
        <source>Computing…</source>
        <translation>Calcul en cours…</translation>
    </message>
    <message>
        <source>%1 members: too many for a bucket each at this width. The load chart counts them by their % of fair share; the ring shows which keys move.</source>
        <translation>%1 membres&#xa0;: trop pour un bucket chacun à cette largeur. Le graphique de charge les compte selon leur pourcentage de la part équitable&#x202f;; l’anneau montre quelles clés se déplacent.</translation>
    </message>
</context>
<context>
    <name>ringlab::ui::EcommerceTab</name>
    <message>
        <source>The article&apos;s system: 40,000 requests/s over 25,000,000 keys at a 94 % hit rate, 64 GB and 16 GB nodes growing from 8 to 12 before a sale, then one node lost. Which algorithm meets all five requirements?</source>
        <translation>Le système de l’article&#xa0;: 40&#x202f;000 requêtes/s sur 25&#x202f;000&#x202f;000 clés avec un taux de succès de 94&#x202f;%, des nœuds de 64 Go et de 16 Go qui passent de 8 à 12 avant une vente, puis la perte d’un nœud. Quel algorithme remplit les cinq exigences&#x202f;?</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Clés</translation>
    </message>
    <message>
        <source>Keys session:user:{i}</source>
        <translation>Clés session:user:{i}</translation>
    </message>
    <message>
        <source>Requests/s</source>
        <translation>Requêtes/s</translation>
    </message>
    <message>
        <source>Peak reads per second</source>
        <translation>Lectures par seconde au pic</translation>
    </message>
    <message>
        <source>Hit rate</source>
        <translation>Taux de succès</translation>
    </message>
    <message>
        <source>Cache hit rate before the change</source>
        <translation>Taux de succès du cache avant le changement</translation>
    </message>
    <message>
        <source>Load limit</source>
        <translation>Limite de charge</translation>
    </message>
    <message>
        <source> % of fair</source>
        <translation>&#x202f;% de la part équitable</translation>
    </message>
    <message>
        <source>Requirement 3: no node above this share of its fair load</source>
        <translation>Exigence 3&#xa0;: aucun nœud au-delà de cette part de sa charge équitable</translation>
    </message>
    <message>
        <source>Miss-storm factor</source>
        <translation>Facteur de tempête de défauts</translation>
    </message>
    <message>
        <source>✓ yes</source>
        <translation>✓ oui</translation>
    </message>
    <message>
        <source>✗ no</source>
        <translation>✗ non</translation>
    </message>
    <message>
        <source>keys</source>
        <translation>clés</translation>
    </message>
    <message>
        <source>database reads before</source>
        <translation>lectures en base de données avant</translation>
    </message>
    <message>
        <source>%1/s</source>
        <translation>%1/s</translation>
    </message>
    <message>
        <source>meets all five</source>
        <translation>remplit les cinq</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>engine time</source>
        <translation>temps de calcul</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1&#xa0;s</translation>
    </message>
    <message>
        <source>DB reads/s during growth</source>
        <translation>Lectures BD/s pendant la croissance</translation>
    </message>
    <message>
        <source>DB reads/s after a loss</source>
        <translation>Lectures BD/s après une perte</translation>
    </message>
    <message>
        <source>Peak load, % of fair (before or after)</source>
        <translation>Pic de charge, % de la part équitable (avant ou après)</translation>
    </message>
    <message>
        <source> × ideal</source>
        <translation> × l’idéal</translation>
    </message>
    <message>
        <source>Requirements 1 and 2 hold while the keys moved stay within this many times the ideal for a balanced result (the share of weight that changes hands)</source>
        <translation>Les exigences 1 et 2 tiennent tant que les clés déplacées restent sous ce multiple de l’idéal pour un résultat équilibré (la part du poids qui change de mains)</translation>
    </message>
</context>
<context>
    <name>ringlab::ui::ExperimentChart</name>
    <message>
        <source>Select an experiment and press Run</source>
        <translation>Sélectionnez une expérience et lancez-la</translation>
    </message>
    <message>
        <source>not run yet</source>
        <translation>pas encore lancée</translation>
    </message>
    <message>
        <source>virtual nodes per member (replicas)</source>
        <translation>nœuds virtuels par membre (réplicas)</translation>
    </message>
    <message>
        <source>relative std-dev of load (%1)</source>
        <translation>écart type relatif de la charge (%1)</translation>
    </message>
    <message>
        <source>article</source>
        <translation>article</translation>
    </message>
    <message>
        <source>RingLab</source>
        <translation>RingLab</translation>
    </message>
    <message>
        <source>theory</source>
        <translation>théorie</translation>
    </message>
    <message>
        <source>Experiments</source>
        <translation>Expériences</translation>
    </message>
</context>
<context>
    <name>ringlab::ui::ExperimentsPanel</name>
    <message>
        <source>matches</source>
        <translation>concorde</translation>
    </message>
    <message>
        <source>differs</source>
        <translation>diffère</translation>
    </message>
    <message>
        <source>indicative</source>
        <translation>indicatif</translation>
    </message>
    <message>
        <source>Run all</source>
        <translation>Tout lancer</translation>
    </message>
    <message>
        <source>Run selected</source>
        <translation>Lancer la sélection</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Export chart…</source>
        <translation>Exporter le graphique…</translation>
    </message>
    <message>
        <source>Reproduce every figure of the article and the blog post</source>
        <translation>Reproduire chaque chiffre de l’article et du billet de blog</translation>
    </message>
    <message>
        <source>Run the selected rows only</source>
        <translation>Lancer seulement les lignes sélectionnées</translation>
    </message>
    <message>
        <source>Experiment</source>
        <translation>Expérience</translation>
    </message>
    <message>
        <source>Claim</source>
        <translation>Affirmation</translation>
    </message>
    <message>
        <source>Article</source>
        <translation>Article</translation>
    </message>
    <message>
        <source>RingLab</source>
        <translation>RingLab</translation>
    </message>
    <message>
        <source>Theory</source>
        <translation>Théorie</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Verdict</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Note</translation>
    </message>
    <message>
        <source>Running…</source>
        <translation>En cours…</translation>
    </message>
    <message>
        <source>Each row is one claim of the article (or of the blog post) with the article&apos;s figure, RingLab&apos;s measurement on the same setup and what theory expects. Select a row to see its chart and setup.</source>
        <translation>Chaque ligne est une affirmation de l’article (ou du billet de blog) avec le chiffre de l’article, la mesure de RingLab dans la même configuration et ce que prévoit la théorie. Sélectionnez une ligne pour voir son graphique et sa configuration.</translation>
    </message>
    <message>
        <source>Setup:</source>
        <translation>Configuration&#xa0;:</translation>
    </message>
    <message>
        <source>Not run yet</source>
        <translation>Pas encore lancée</translation>
    </message>
    <message>
        <source>Running… %1 of %2</source>
        <translation>En cours… %1 sur %2</translation>
    </message>
    <message>
        <source>%1 match · %2 differ · %3 indicative</source>
        <translation>%1 concordent · %2 diffèrent · %3 indicatifs</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>annulé</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1&#xa0;s</translation>
    </message>
    <message>
        <source>experiments</source>
        <translation>experiences</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exporter</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg)</source>
        <translation>Image PNG (*.png);;Dessin SVG (*.svg)</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>Exportation impossible</translation>
    </message>
    <message>
        <source>stopped: %1</source>
        <translation>interrompu&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>ringlab::ui::FailoverTab</name>
    <message>
        <source>The article&apos;s ShardedCache: a failing node leaves the ring and its keys fail over to the next node clockwise, where they are ordinary misses.</source>
        <translation>Le ShardedCache de l’article&#xa0;: un nœud défaillant quitte l’anneau et ses clés basculent vers le nœud suivant dans le sens horaire, où elles deviennent de simples défauts de cache.</translation>
    </message>
    <message>
        <source>Press Run to simulate</source>
        <translation>Cliquez sur Lancer pour simuler</translation>
    </message>
    <message>
        <source>%1 (%2 of %3)</source>
        <translation>%1 (%2 sur %3)</translation>
    </message>
    <message>
        <source>misses, whole run</source>
        <translation>défauts de cache, toute la simulation</translation>
    </message>
    <message>
        <source>hard failures</source>
        <translation>échecs définitifs</translation>
    </message>
    <message>
        <source>keys remapped</source>
        <translation>clés réaffectées</translation>
    </message>
    <message>
        <source>peak database reads</source>
        <translation>pic de lectures en base de données</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>keys per node</source>
        <translation>clés par nœud</translation>
    </message>
    <message>
        <source>misses after %1 %2</source>
        <translation>défauts de cache après %1 de %2</translation>
    </message>
    <message>
        <source>healthy</source>
        <translation>sains</translation>
    </message>
    <message>
        <source>hard failures, whole run</source>
        <translation>échecs définitifs, toute la simulation</translation>
    </message>
</context>
<context>
    <name>ringlab::ui::FlappingTab</name>
    <message>
        <source>A node that drops out and comes back again and again. Left: the article&apos;s fixed penalty (every flap moves 1/N of the keys). Right: K failures in a window, exponential backoff and a health check.</source>
        <translation>Un nœud qui disparaît et revient sans cesse. À gauche&#xa0;: la pénalité fixe de l’article (chaque oscillation déplace 1/N des clés). À droite&#xa0;: K échecs dans une fenêtre, backoff exponentiel et vérification de santé.</translation>
    </message>
    <message>
        <source>Press Run to simulate</source>
        <translation>Cliquez sur Lancer pour simuler</translation>
    </message>
    <message>
        <source>fixed penalty</source>
        <translation>pénalité fixe</translation>
    </message>
    <message>
        <source>policy</source>
        <translation>politique</translation>
    </message>
    <message>
        <source>%1: ring changes</source>
        <translation>%1&#xa0;: changements de l’anneau</translation>
    </message>
    <message>
        <source>%1: keys remapped</source>
        <translation>%1&#xa0;: clés réaffectées</translation>
    </message>
    <message>
        <source>%1: misses</source>
        <translation>%1&#xa0;: défauts de cache</translation>
    </message>
    <message>
        <source>%1: peak database reads</source>
        <translation>%1&#xa0;: pic de lectures en base de données</translation>
    </message>
    <message>
        <source>%1: database reads, mean</source>
        <translation>%1&#xa0;: lectures en base, moyenne</translation>
    </message>
</context>
<context>
    <name>ringlab::ui::GuessAnswer</name>
    <message>
        <source>%1 (%2 keys)</source>
        <translation>%1 (%2 clés)</translation>
    </message>
    <message>
        <source>%1 keys (%2)</source>
        <translation>%1 clés (%2)</translation>
    </message>
    <message>
        <source>%1 of its fair share</source>
        <translation>%1 de sa juste part</translation>
    </message>
    <message>
        <source>%1 keys</source>
        <translation>%1 clés</translation>
    </message>
    <message>
        <source>%1 of the keys</source>
        <translation>%1 des clés</translation>
    </message>
    <message>
        <source>The lab has no figure for this question.</source>
        <translation>Le labo n’a pas de chiffre pour cette question.</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>The answer: %1. Measured: %2.</source>
        <translation>La réponse&#xa0;: %1. Mesuré&#xa0;: %2.</translation>
    </message>
    <message>
        <source>Your answer %1 is right. Measured: %2.</source>
        <translation>Votre réponse %1 est juste. Mesuré&#xa0;: %2.</translation>
    </message>
    <message>
        <source>Your answer: %1. The right one: %2. Measured: %3.</source>
        <translation>Votre réponse&#xa0;: %1. La bonne&#xa0;: %2. Mesuré&#xa0;: %3.</translation>
    </message>
    <message>
        <source>The truth: %1.</source>
        <translation>La vérité&#xa0;: %1.</translation>
    </message>
    <message>
        <source>spot on!</source>
        <translation>en plein dans le mille&#xa0;!</translation>
    </message>
    <message>
        <source>off by %1 percentage points</source>
        <translation>écart de %1 points de pourcentage</translation>
    </message>
    <message>
        <source>off by %1 keys</source>
        <translation>écart de %1 clés</translation>
    </message>
    <message>
        <source>Your guess: %1 · the truth: %2 · %3</source>
        <translation>Votre estimation&#xa0;: %1 · la vérité&#xa0;: %2 · %3</translation>
    </message>
</context>
<context>
    <name>ringlab::ui::HashExplorer</name>
    <message>
        <source>Avalanche: two hashes</source>
        <translation>Avalanche&#xa0;: deux hachages</translation>
    </message>
    <message>
        <source>One bit flipped</source>
        <translation>Un bit inversé</translation>
    </message>
    <message>
        <source>Virtual nodes on the ring</source>
        <translation>Nœuds virtuels sur l’anneau</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Vitesse</translation>
    </message>
    <message>
        <source>Export view…</source>
        <translation>Exporter la vue…</translation>
    </message>
    <message>
        <source>Save the current tab&apos;s picture as PNG or SVG</source>
        <translation>Enregistrer l’image de l’onglet courant en PNG ou SVG</translation>
    </message>
    <message>
        <source>bit-flip</source>
        <translation>inversion-bit</translation>
    </message>
    <message>
        <source>vnodes</source>
        <translation>noeuds-virtuels</translation>
    </message>
    <message>
        <source>hash-speed</source>
        <translation>vitesse-hachage</translation>
    </message>
    <message>
        <source>avalanche</source>
        <translation>avalanche</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exporter</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg)</source>
        <translation>Image PNG (*.png);;Dessin SVG (*.svg)</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>Exportation impossible</translation>
    </message>
</context>
<context>
    <name>ringlab::ui::HashSpeedPanel</name>
    <message>
        <source>Measure again</source>
        <translation>Mesurer à nouveau</translation>
    </message>
    <message>
        <source>Times every hash again on this machine</source>
        <translation>Chronomètre à nouveau chaque hachage sur cette machine</translation>
    </message>
    <message>
        <source>%1 keys session:user:0 …</source>
        <translation>%1 clés session:user:0 …</translation>
    </message>
    <message>
        <source>Speed is half the choice: a fast hash with weak avalanche places virtual nodes badly (fnv1a clusters them, crc32 spaces them in a pattern), see the other tabs.</source>
        <translation>La vitesse n’est que la moitié du choix&#xa0;: un hachage rapide à faible effet d’avalanche place mal les nœuds virtuels (fnv1a les regroupe, crc32 les espace selon un motif), voir les autres onglets.</translation>
    </message>
</context>
<context>
    <name>ringlab::ui::HashSpeedView</name>
    <message>
        <source>%1 ns</source>
        <translation>%1&#xa0;ns</translation>
    </message>
    <message>
        <source>the fastest</source>
        <translation>le plus rapide</translation>
    </message>
    <message>
        <source>Hash speed on short keys</source>
        <translation>Vitesse de hachage sur des clés courtes</translation>
    </message>
    <message>
        <source>Nanoseconds per key, hash alone (shorter is faster)</source>
        <translation>Nanosecondes par clé, hachage seul (plus court = plus rapide)</translation>
    </message>
    <message>
        <source>Measuring…</source>
        <translation>Mesure en cours…</translation>
    </message>
    <message>
        <source>%1 × the time of the fastest</source>
        <translation>%1 × le temps du plus rapide</translation>
    </message>
    <message>
        <source>%1 · bar: best of %2 runs, line: up to the slowest · one thread</source>
        <translation>%1 · barre&#xa0;: meilleur de %2 passages, trait&#xa0;: jusqu’au plus lent · un seul fil</translation>
    </message>
    <message>
        <source>%1 · runs differed by up to %2 %: the machine was busy, the order may not hold</source>
        <translation>%1 · les passages ont varié jusqu’à %2&#x202f;%&#xa0;: la machine était occupée, l’ordre peut ne pas tenir</translation>
    </message>
</context>
<context>
    <name>ringlab::ui::HotKeysTab</name>
    <message>
        <source>Consistent hashing balances keys, not requests: under Zipf popularity the node that owns the hottest keys overheats. Remedies: a small local cache in each client, bounded loads.</source>
        <translation>Le hachage cohérent équilibre les clés, pas les requêtes&#xa0;: avec une popularité de Zipf, le nœud qui possède les clés les plus chaudes surchauffe. Remèdes&#xa0;: un petit cache local dans chaque client, les charges limitées.</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Nœuds</translation>
    </message>
    <message>
        <source>cache-01, cache-02, …</source>
        <translation>cache-01, cache-02, …</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Clés</translation>
    </message>
    <message>
        <source>Keys product:{i}</source>
        <translation>Clés product:{i}</translation>
    </message>
    <message>
        <source>Zipf exponent</source>
        <translation>Exposant de Zipf</translation>
    </message>
    <message>
        <source>Larger: a few keys get most of the requests</source>
        <translation>Plus grand&#xa0;: quelques clés reçoivent la plupart des requêtes</translation>
    </message>
    <message>
        <source>Requests</source>
        <translation>Requêtes</translation>
    </message>
    <message>
        <source>Requests drawn with the seed</source>
        <translation>Requêtes tirées avec la graine</translation>
    </message>
    <message>
        <source>Local cache</source>
        <translation>Cache local</translation>
    </message>
    <message>
        <source>The in-process cache each client keeps in front of the ring</source>
        <translation>Le cache interne au processus que chaque client garde devant l’anneau</translation>
    </message>
    <message>
        <source>Local cache size</source>
        <translation>Taille du cache local</translation>
    </message>
    <message>
        <source>Keys the local cache holds; 0: none</source>
        <translation>Clés que contient le cache local&#x202f;; 0&#xa0;: aucun</translation>
    </message>
    <message>
        <source>Bounded loads ε</source>
        <translation>Charges limitées ε</translation>
    </message>
    <message>
        <source>Each node takes at most (1 + ε) × its fair share of the requests</source>
        <translation>Chaque nœud prend au plus (1 + ε) × sa part équitable des requêtes</translation>
    </message>
    <message>
        <source>Press Run to simulate</source>
        <translation>Cliquez sur Lancer pour simuler</translation>
    </message>
    <message>
        <source>Load per node, Zipf %1</source>
        <translation>Charge par nœud, Zipf %1</translation>
    </message>
    <message>
        <source>keys (peak/mean %1)</source>
        <translation>clés (pic/moyenne %1)</translation>
    </message>
    <message>
        <source>requests (peak/mean %1)</source>
        <translation>requêtes (pic/moyenne %1)</translation>
    </message>
    <message>
        <source>behind the local cache (%1)</source>
        <translation>derrière le cache local (%1)</translation>
    </message>
    <message>
        <source>bounded loads (%1)</source>
        <translation>charges limitées (%1)</translation>
    </message>
    <message>
        <source>fair</source>
        <translation>équitable</translation>
    </message>
    <message>
        <source>cap 1 + ε</source>
        <translation>plafond 1 + ε</translation>
    </message>
    <message>
        <source>hottest key</source>
        <translation>clé la plus chaude</translation>
    </message>
    <message>
        <source>%1 on %2, %3 of requests</source>
        <translation>%1 sur %2, %3 des requêtes</translation>
    </message>
    <message>
        <source>peak/mean keys</source>
        <translation>pic/moyenne clés</translation>
    </message>
    <message>
        <source>peak/mean requests</source>
        <translation>pic/moyenne requêtes</translation>
    </message>
    <message>
        <source>local cache hit rate</source>
        <translation>taux de succès du cache local</translation>
    </message>
    <message>
        <source>peak/mean behind the local cache</source>
        <translation>pic/moyenne derrière le cache local</translation>
    </message>
    <message>
        <source>peak/mean with bounded loads</source>
        <translation>pic/moyenne avec charges limitées</translation>
    </message>
    <message>
        <source>bounded loads: keys moved</source>
        <translation>charges limitées&#xa0;: clés déplacées</translation>
    </message>
    <message>
        <source>%1 (%2 of requests served off their owner)</source>
        <translation>%1 (%2 des requêtes servies hors de leur propriétaire)</translation>
    </message>
</context>
<context>
    <name>ringlab::ui::KeyTracePanel</name>
    <message>
        <source>Keys:</source>
        <translation>Clés&#xa0;:</translation>
    </message>
    <message>
        <source>session:user:42, session:user:7</source>
        <translation>session:user:42, session:user:7</translation>
    </message>
    <message>
        <source>One or more keys, separated by commas or line breaks</source>
        <translation>Une ou plusieurs clés, séparées par des virgules ou des retours à la ligne</translation>
    </message>
    <message>
        <source>Trace</source>
        <translation>Suivre</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Effacer</translation>
    </message>
    <message>
        <source>Replicas:</source>
        <translation>Répliques&#xa0;:</translation>
    </message>
    <message>
        <source>How many distinct nodes the replica (failover) order lists</source>
        <translation>Combien de nœuds distincts l’ordre des répliques (basculement) énumère</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Clé</translation>
    </message>
    <message>
        <source>Hash</source>
        <translation>Hachage</translation>
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
        <translation>Point propriétaire</translation>
    </message>
    <message>
        <source>Owner now</source>
        <translation>Nœud actuel</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>Avant</translation>
    </message>
    <message>
        <source>Moved</source>
        <translation>Déplacée</translation>
    </message>
    <message>
        <source>Replica order</source>
        <translation>Ordre des répliques</translation>
    </message>
    <message>
        <source>Click a key dot in the ring to trace it; double-click a row to zoom the ring to it.</source>
        <translation>Cliquez sur le point d’une clé dans l’anneau pour la suivre&#x202f;; un double-clic sur une ligne zoome l’anneau sur elle.</translation>
    </message>
    <message>
        <source>Traced keys</source>
        <translation>Clés suivies</translation>
    </message>
    <message>
        <source>Filter:</source>
        <translation>Filtre&#xa0;:</translation>
    </message>
    <message>
        <source>part of a key</source>
        <translation>partie d’une clé</translation>
    </message>
    <message>
        <source>From:</source>
        <translation>De&#xa0;:</translation>
    </message>
    <message>
        <source>To:</source>
        <translation>Vers&#xa0;:</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>Exporter en CSV…</translation>
    </message>
    <message>
        <source>Save the keys listed, with their nodes before and after, as CSV</source>
        <translation>Enregistrer les clés listées, avec leurs nœuds avant et après, en CSV</translation>
    </message>
    <message>
        <source>Double-click a key to trace it</source>
        <translation>Double-cliquez sur une clé pour la suivre</translation>
    </message>
    <message>
        <source>Moved keys</source>
        <translation>Clés déplacées</translation>
    </message>
    <message>
        <source>slot %1</source>
        <translation>slot %1</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <source>any node</source>
        <translation>tout nœud</translation>
    </message>
    <message>
        <source>No change to list yet: add, remove or reweight a node (or change the placement) and the keys it moves appear here.</source>
        <translation>Aucun changement à lister pour l’instant&#xa0;: ajoutez, retirez ou repondérez un nœud (ou changez le placement) et les clés qu’il déplace apparaissent ici.</translation>
    </message>
    <message>
        <source>%1 of %2 keys moved after %3.</source>
        <translation>%1 clés sur %2 déplacées après %3.</translation>
    </message>
    <message>
        <source>%1 match the filter.</source>
        <translation>%1 correspondent au filtre.</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>Type a key above, or click a key dot in the ring to trace it; double-click a row to zoom the ring to it.</source>
        <translation>Saisissez une clé ci-dessus ou cliquez sur le point d’une clé dans l’anneau pour la suivre&#x202f;; un double-clic sur une ligne zoome l’anneau sur elle.</translation>
    </message>
    <message>
        <source>Hash %1 (%2) under %3.</source>
        <translation>Hachage %1 (%2) avec %3.</translation>
    </message>
    <message>
        <source>At %1 of the ring. Clockwise from the key, the first point is %2: its node %3 owns the key.</source>
        <translation>À %1 de l’anneau. Dans le sens horaire depuis la clé, le premier point est %2&#xa0;: son nœud %3 détient la clé.</translation>
    </message>
    <message>
        <source>%1 (at %2, step %3 of the walk)</source>
        <translation>%1 (en %2, étape %3 du parcours)</translation>
    </message>
    <message>
        <source>Replicas, walking clockwise: </source>
        <translation>Répliques, dans le sens horaire&#xa0;: </translation>
    </message>
    <message>
        <source>Slot %1 of %2: that entry of the table names %3.</source>
        <translation>Slot %1 sur %2&#xa0;: cette entrée de la table désigne %3.</translation>
    </message>
    <message>
        <source>Replicas, walking the table onward: </source>
        <translation>Répliques, en poursuivant dans la table&#xa0;: </translation>
    </message>
    <message>
        <source>Owner %1. Replica order: </source>
        <translation>Propriétaire&#xa0;: %1. Ordre des répliques&#xa0;: </translation>
    </message>
    <message>
        <source>No change measured yet: add or remove a node to see where the key goes.</source>
        <translation>Aucun changement mesuré pour l’instant&#xa0;: ajoutez ou retirez un nœud pour voir où va la clé.</translation>
    </message>
    <message>
        <source>Before %1: %2. Now %3: the key moved.</source>
        <translation>Avant %1&#xa0;: %2. Maintenant %3&#xa0;: la clé a changé de nœud.</translation>
    </message>
    <message>
        <source>Before %1: %2 as well: the key stayed.</source>
        <translation>Avant %1&#xa0;: %2 aussi&#xa0;: la clé est restée.</translation>
    </message>
    <message>
        <source>Export moved keys</source>
        <translation>Exporter les clés déplacées</translation>
    </message>
    <message>
        <source>CSV file (*.csv)</source>
        <translation>Fichier CSV (*.csv)</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>Exportation impossible</translation>
    </message>
</context>
<context>
    <name>ringlab::ui::LabExports</name>
    <message>
        <source>Choose a folder for the frames.</source>
        <translation>Choisissez un dossier pour les images.</translation>
    </message>
    <message>
        <source>Cannot create the folder %1.</source>
        <translation>Impossible de créer le dossier %1.</translation>
    </message>
    <message>
        <source>Cannot remove the old frame %1.</source>
        <translation>Impossible de supprimer l’ancienne image %1.</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Choisir…</translation>
    </message>
    <message>
        <source>Folder for the frames</source>
        <translation>Dossier pour les images</translation>
    </message>
    <message>
        <source>&amp;Folder:</source>
        <translation>&amp;Dossier&#xa0;:</translation>
    </message>
    <message>
        <source>%1 frames a second</source>
        <translation>%1 images par seconde</translation>
    </message>
    <message>
        <source>&amp;Rate:</source>
        <translation>&amp;Cadence&#xa0;:</translation>
    </message>
    <message>
        <source>PNG images</source>
        <translation>Images PNG</translation>
    </message>
    <message>
        <source>SVG drawings</source>
        <translation>Dessins SVG</translation>
    </message>
    <message>
        <source>F&amp;ormat:</source>
        <translation>F&amp;ormat&#xa0;:</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exporter</translation>
    </message>
    <message>
        <source>Replace the frames?</source>
        <translation>Remplacer les images&#xa0;?</translation>
    </message>
    <message>
        <source>The lab has no figures yet: wait for its computation.</source>
        <translation>Le labo n’a pas encore de chiffres&#xa0;: attendez la fin du calcul.</translation>
    </message>
    <message>
        <source>There is no change to animate: make a change first (add or remove a node, change the hash…).</source>
        <translation>Il n’y a aucun changement à animer&#xa0;: faites d’abord un changement (ajouter ou retirer un nœud, changer le hachage…).</translation>
    </message>
    <message>
        <source>Choose a frame rate.</source>
        <translation>Choisissez une cadence.</translation>
    </message>
    <message>
        <source>The timeline has no steps yet: make a change first.</source>
        <translation>La chronologie n’a pas encore d’étapes&#xa0;: faites d’abord un changement.</translation>
    </message>
    <message>
        <source>Step %1 could not be computed: %2</source>
        <translation>L’étape %1 n’a pas pu être calculée&#xa0;: %2</translation>
    </message>
    <message>
        <source>Lab numbers (CSV)…</source>
        <translation>Chiffres du labo (CSV)…</translation>
    </message>
    <message>
        <source>Export the lab&apos;s numbers</source>
        <translation>Exporter les chiffres du labo</translation>
    </message>
    <message>
        <source>CSV table (*.csv)</source>
        <translation>Tableau CSV (*.csv)</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>Exportation impossible</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>%1 exporté</translation>
    </message>
    <message>
        <source>Animation of the last change as frames…</source>
        <translation>Animation du dernier changement en images…</translation>
    </message>
    <message>
        <source>Export the animation as frames</source>
        <translation>Exporter l’animation en images</translation>
    </message>
    <message>
        <source>Cannot export the frames</source>
        <translation>Impossible d’exporter les images</translation>
    </message>
    <message>
        <source>Timeline steps as frames…</source>
        <translation>Étapes de la chronologie en images…</translation>
    </message>
    <message>
        <source>Export the timeline&apos;s steps as frames</source>
        <translation>Exporter les étapes de la chronologie en images</translation>
    </message>
    <message>
        <source>Rendering the timeline&apos;s steps…</source>
        <translation>Rendu des étapes de la chronologie…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Copy &amp;view</source>
        <translation>Copier la &amp;vue</translation>
    </message>
    <message>
        <source>Copied the view to the clipboard</source>
        <translation>Vue copiée dans le presse-papiers</translation>
    </message>
    <message>
        <source>Copies the view under the pointer (or the ring or bucket view) as an image</source>
        <translation>Copie la vue sous le pointeur (ou la vue de l’anneau ou des buckets) comme image</translation>
    </message>
    <message>
        <source>%1 already holds frame files (%L2, from %3 on).</source>
        <translation>%1 contient déjà des images (%L2, à partir de %3).</translation>
    </message>
    <message>
        <source>Frames: %L1, from %2 on: the change&apos;s %3 s at this rate, from the state before to the state after.</source>
        <translation>Images&#xa0;: %L1, à partir de %2&#xa0;: les %3 s du changement à cette cadence, de l’état d’avant à l’état d’après.</translation>
    </message>
    <message>
        <source>Frames: %L1, from %2 on: the lab before the first step, then after each step.</source>
        <translation>Images&#xa0;: %L1, à partir de %2&#xa0;: le labo avant la première étape, puis après chaque étape.</translation>
    </message>
    <message>
        <source>%1 already holds frame files (%L2, from %3 on). Replace them?</source>
        <translation>%1 contient déjà des images (%L2, à partir de %3). Les remplacer&#xa0;?</translation>
    </message>
    <message>
        <source>Cancelled; frames written: %L1.</source>
        <translation>Annulé&#x202f;; images écrites&#xa0;: %L1.</translation>
    </message>
    <message>
        <source>Frames written to %1: %L2</source>
        <translation>Images écrites dans %1&#xa0;: %L2</translation>
    </message>
</context>
<context>
    <name>ringlab::ui::LivePanel</name>
    <message>
        <source>time since the run started (s)</source>
        <translation>temps depuis le début de l’exécution (s)</translation>
    </message>
    <message>
        <source>kill %1</source>
        <translation>tuer %1</translation>
    </message>
    <message>
        <source>stop %1</source>
        <translation>arrêter %1</translation>
    </message>
    <message>
        <source>restart %1 empty</source>
        <translation>relancer %1 vide</translation>
    </message>
    <message>
        <source>add %1</source>
        <translation>ajouter %1</translation>
    </message>
    <message>
        <source>reweight %1</source>
        <translation>poids %1</translation>
    </message>
    <message>
        <source>Requests each second</source>
        <translation>Requêtes par seconde</translation>
    </message>
    <message>
        <source>requests/s</source>
        <translation>requêtes/s</translation>
    </message>
    <message>
        <source>hits</source>
        <translation>succès</translation>
    </message>
    <message>
        <source>misses</source>
        <translation>défauts</translation>
    </message>
    <message>
        <source>database reads</source>
        <translation>lectures en base</translation>
    </message>
    <message>
        <source>database reads, predicted</source>
        <translation>lectures en base, prévues</translation>
    </message>
    <message>
        <source>Hit rate</source>
        <translation>Taux de succès</translation>
    </message>
    <message>
        <source>% of requests</source>
        <translation>% des requêtes</translation>
    </message>
    <message>
        <source>measured</source>
        <translation>mesuré</translation>
    </message>
    <message>
        <source>predicted</source>
        <translation>prévu</translation>
    </message>
    <message>
        <source>Requests per server</source>
        <translation>Requêtes par serveur</translation>
    </message>
    <message>
        <source>GETs/s</source>
        <translation>GET/s</translation>
    </message>
    <message>
        <source>Items per server (curr_items)</source>
        <translation>Éléments par serveur (curr_items)</translation>
    </message>
    <message>
        <source>items</source>
        <translation>éléments</translation>
    </message>
    <message>
        <source>running</source>
        <translation>en marche</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>arrêté</translation>
    </message>
    <message>
        <source>killed</source>
        <translation>tué</translation>
    </message>
    <message>
        <source>died</source>
        <translation>mort</translation>
    </message>
    <message>
        <source>external</source>
        <translation>externe</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <source>Fleet ready: %1.</source>
        <translation>Flotte prête&#xa0;: %1.</translation>
    </message>
    <message>
        <source>The fleet did not start: %1</source>
        <translation>La flotte n&apos;a pas démarré&#xa0;: %1</translation>
    </message>
    <message>
        <source>Filled: the servers hold %1 items.</source>
        <translation>Rempli&#xa0;: les serveurs contiennent %1 éléments.</translation>
    </message>
    <message>
        <source>Every server RingLab started is stopped.</source>
        <translation>Tous les serveurs lancés par RingLab sont arrêtés.</translation>
    </message>
    <message>
        <source>Connect to servers you run:</source>
        <translation>Se connecter à vos serveurs&#xa0;:</translation>
    </message>
    <message>
        <source>Start one local memcached per lab member (%1)</source>
        <translation>Lancer un memcached local par membre du labo (%1)</translation>
    </message>
    <message>
        <source>127.0.0.1:11211, 127.0.0.1:11212, …</source>
        <translation>127.0.0.1:11211, 127.0.0.1:11212, …</translation>
    </message>
    <message>
        <source>One host:port per server, loopback only; they take the lab&apos;s members&apos; names in order (or write id=host:port)</source>
        <translation>Un host:port par serveur, boucle locale seulement&#x202f;; ils prennent dans l’ordre les noms des membres du labo (ou écrivez id=host:port)</translation>
    </message>
    <message>
        <source>The memcached program: a name looked up in PATH, or a path</source>
        <translation>Le programme memcached&#xa0;: un nom cherché dans PATH, ou un chemin</translation>
    </message>
    <message>
        <source> MB</source>
        <translation> Mo</translation>
    </message>
    <message>
        <source>memcached -m: the memory each server may use for items</source>
        <translation>memcached -m&#xa0;: la mémoire que chaque serveur peut utiliser pour ses éléments</translation>
    </message>
    <message>
        <source>uniform</source>
        <translation>uniforme</translation>
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
        <translation>aussi vite que possible</translation>
    </message>
    <message>
        <source> /s</source>
        <translation> /s</translation>
    </message>
    <message>
        <source> s</source>
        <translation>&#xa0;s</translation>
    </message>
    <message>
        <source>Run stops by itself after this many seconds</source>
        <translation>L&apos;exécution s&apos;arrête d&apos;elle-même après ce nombre de secondes</translation>
    </message>
    <message>
        <source>Read-through</source>
        <translation>Read-through</translation>
    </message>
    <message>
        <source>A miss reads the database and stores the key on the server that missed; off, misses stay misses</source>
        <translation>Un défaut lit la base de données et stocke la clé sur le serveur qui ne l’avait pas&#x202f;; désactivé, les défauts restent des défauts</translation>
    </message>
    <message>
        <source>Start servers</source>
        <translation>Lancer les serveurs</translation>
    </message>
    <message>
        <source>Fill</source>
        <translation>Remplir</translation>
    </message>
    <message>
        <source>SET every key of the lab on the server the placement gives it</source>
        <translation>SET de chaque clé du labo sur le serveur que le placement lui donne</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Exécuter</translation>
    </message>
    <message>
        <source>GETs at the chosen rate for the chosen seconds</source>
        <translation>Des GET au débit choisi pendant les secondes choisies</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Arrêter</translation>
    </message>
    <message>
        <source>Stops the traffic and every server RingLab started</source>
        <translation>Arrête le trafic et tous les serveurs lancés par RingLab</translation>
    </message>
    <message>
        <source>Program:</source>
        <translation>Programme&#xa0;:</translation>
    </message>
    <message>
        <source>Memory per server:</source>
        <translation>Mémoire par serveur&#xa0;:</translation>
    </message>
    <message>
        <source>Keys asked:</source>
        <translation>Clés demandées&#xa0;:</translation>
    </message>
    <message>
        <source>Rate:</source>
        <translation>Débit&#xa0;:</translation>
    </message>
    <message>
        <source>Seconds:</source>
        <translation>Secondes&#xa0;:</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>État</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>Serveur</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>Poids</translation>
    </message>
    <message>
        <source>Items</source>
        <translation>Éléments</translation>
    </message>
    <message>
        <source>Placement</source>
        <translation>Placement</translation>
    </message>
    <message>
        <source>Hits</source>
        <translation>Succès</translation>
    </message>
    <message>
        <source>Misses</source>
        <translation>Défauts</translation>
    </message>
    <message>
        <source>Evictions</source>
        <translation>Évictions</translation>
    </message>
    <message>
        <source>curr_items: what the server itself reports</source>
        <translation>curr_items&#xa0;: ce que le serveur indique lui-même</translation>
    </message>
    <message>
        <source>The keys the lab&apos;s placement gives the server: its items after a fill</source>
        <translation>Les clés que le placement du labo donne au serveur&#xa0;: ses éléments après un remplissage</translation>
    </message>
    <message>
        <source>In the last second</source>
        <translation>Pendant la dernière seconde</translation>
    </message>
    <message>
        <source>Kill server</source>
        <translation>Tuer le serveur</translation>
    </message>
    <message>
        <source>SIGKILL: the server dies at once, its items with it</source>
        <translation>SIGKILL&#xa0;: le serveur meurt aussitôt, ses éléments avec lui</translation>
    </message>
    <message>
        <source>Stop gently</source>
        <translation>Arrêter proprement</translation>
    </message>
    <message>
        <source>SIGTERM: the server shuts down; its items are gone too</source>
        <translation>SIGTERM&#xa0;: le serveur s’arrête&#x202f;; ses éléments disparaissent aussi</translation>
    </message>
    <message>
        <source>Restart empty</source>
        <translation>Relancer vide</translation>
    </message>
    <message>
        <source>Reweight…</source>
        <translation>Changer le poids…</translation>
    </message>
    <message>
        <source>Add server</source>
        <translation>Ajouter un serveur</translation>
    </message>
    <message>
        <source>Starts one more memcached and adds it to the lab</source>
        <translation>Lance un memcached de plus et l’ajoute au labo</translation>
    </message>
    <message>
        <source>Every event and message of the fleet, one a line</source>
        <translation>Chaque événement et chaque message de la flotte, un par ligne</translation>
    </message>
    <message>
        <source>Requests</source>
        <translation>Requêtes</translation>
    </message>
    <message>
        <source>Items per server</source>
        <translation>Éléments par serveur</translation>
    </message>
    <message>
        <source>Start servers, Fill, then Run</source>
        <translation>Lancer les serveurs, Remplir, puis Exécuter</translation>
    </message>
    <message>
        <source>No servers</source>
        <translation>Aucun serveur</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Démarrage…</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Prêt</translation>
    </message>
    <message>
        <source>Filling…</source>
        <translation>Remplissage…</translation>
    </message>
    <message>
        <source>Running…</source>
        <translation>En cours…</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Arrêt…</translation>
    </message>
    <message>
        <source>%1, pid %2</source>
        <translation>%1, PID %2</translation>
    </message>
    <message>
        <source>%1 s: %2</source>
        <translation>%1 s&#xa0;: %2</translation>
    </message>
    <message>
        <source>List the servers to connect to, host:port each (loopback only).</source>
        <translation>Indiquez les serveurs auxquels se connecter, host:port chacun (boucle locale seulement).</translation>
    </message>
    <message>
        <source>%1: name it (id=host:port); every member of the lab has a server already</source>
        <translation>%1&#xa0;: nommez-le (id=host:port)&#x202f;; chaque membre du labo a déjà un serveur</translation>
    </message>
    <message>
        <source>The lab has no members to start servers for.</source>
        <translation>Le labo n’a aucun membre pour lequel lancer des serveurs.</translation>
    </message>
    <message>
        <source>Name the memcached program.</source>
        <translation>Indiquez le programme memcached.</translation>
    </message>
    <message>
        <source>Starting the servers (%1)…</source>
        <translation>Lancement des serveurs (%1)…</translation>
    </message>
    <message>
        <source>Connecting to the servers (%1)…</source>
        <translation>Connexion aux serveurs (%1)…</translation>
    </message>
    <message>
        <source>The lab did not take %1: %2</source>
        <translation>Le labo n’a pas pris %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>The lab did not take the weight of %1: %2</source>
        <translation>Le labo n’a pas pris le poids de %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Reweight %1</source>
        <translation>Changer le poids de %1</translation>
    </message>
    <message>
        <source>Weight of %1:</source>
        <translation>Poids de %1&#xa0;:</translation>
    </message>
</context>
<context>
    <name>ringlab::ui::LiveWorker</name>
    <message>
        <source>Fill cancelled.</source>
        <translation>Remplissage annulé.</translation>
    </message>
    <message>
        <source>The fill stopped: %1</source>
        <translation>Le remplissage s’est arrêté&#xa0;: %1</translation>
    </message>
    <message>
        <source>No server is left: the run stops.</source>
        <translation>Il ne reste aucun serveur&#xa0;: l’exécution s’arrête.</translation>
    </message>
    <message>
        <source>%1 died unexpectedly: %2</source>
        <translation>%1 est mort de manière inattendue&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>ringlab::ui::LoadAnnotations</name>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>ringlab::ui::LoadChart</name>
    <message>
        <source>fair</source>
        <translation>équitable</translation>
    </message>
    <message>
        <source>limit %1</source>
        <translation>limite %1</translation>
    </message>
    <message>
        <source>relative std-dev</source>
        <translation>écart type relatif</translation>
    </message>
    <message>
        <source>1 member</source>
        <translation>1 membre</translation>
    </message>
    <message>
        <source>%1 members</source>
        <translation>%1 membres</translation>
    </message>
    <message>
        <source>%1 keys</source>
        <translation>%1 clés</translation>
    </message>
    <message>
        <source>%1 · %2 · %3 · %4</source>
        <translation>%1 · %2 · %3 · %4</translation>
    </message>
    <message>
        <source>1 replica</source>
        <translation>1 réplica</translation>
    </message>
    <message>
        <source>%1 replicas</source>
        <translation>%1 réplicas</translation>
    </message>
    <message>
        <source>%1 · %2 · %3 · %4 · %5</source>
        <translation>%1 · %2 · %3 · %4 · %5</translation>
    </message>
    <message>
        <source>weight %1</source>
        <translation>poids %1</translation>
    </message>
    <message>
        <source>% of weight-fair share</source>
        <translation>% de la part équitable</translation>
    </message>
    <message>
        <source>No load to show yet</source>
        <translation>Pas encore de charge à afficher</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2 keys (%3 of all)&lt;br&gt;fair share %4&lt;br&gt;%5 of fair</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2 clés (%3 du total)&lt;br&gt;part équitable %4&lt;br&gt;%5 de la part équitable</translation>
    </message>
    <message>
        <source>&lt;br&gt;key space %1</source>
        <translation>&lt;br&gt;espace des clés %1</translation>
    </message>
    <message>
        <source>Load per member</source>
        <translation>Charge par membre</translation>
    </message>
    <message>
        <source>%1 members, counted by their % of fair share (a bar each up to %2 members)</source>
        <translation>%1 membres, comptés selon leur pourcentage de la part équitable (une barre chacun jusqu’à %2 membres)</translation>
    </message>
    <message>
        <source>most loaded %1: %2</source>
        <translation>le plus chargé %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>least loaded %1: %2</source>
        <translation>le moins chargé %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>members</source>
        <translation>membres</translation>
    </message>
    <message>
        <source>within the limit</source>
        <translation>dans la limite</translation>
    </message>
    <message>
        <source>over the limit</source>
        <translation>au-delà de la limite</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 members&lt;/b&gt;&lt;br&gt;from %2 to %3 of their fair share</source>
        <translation>&lt;b&gt;%1 membres&lt;/b&gt;&lt;br&gt;de %2 à %3 de leur part équitable</translation>
    </message>
    <message>
        <source>peak/fair</source>
        <translation>pic/équitable</translation>
    </message>
    <message>
        <source>min/fair</source>
        <translation>min/équitable</translation>
    </message>
    <message>
        <source>%1 · %2 · %3 · %4 · every replica at RF %5 (Owns (effective))</source>
        <translation>%1 · %2 · %3 · %4 · chaque réplica à RF %5 (Owns (effective))</translation>
    </message>
    <message>
        <source>replica load: each key counted on all %1 of its replicas, not only its primary owner</source>
        <translation>charge des réplicas&#xa0;: chaque clé comptée sur ses %1 réplicas, pas seulement chez son propriétaire principal</translation>
    </message>
    <message>
        <source>Replica load per member</source>
        <translation>Charge des réplicas par membre</translation>
    </message>
</context>
<context>
    <name>ringlab::ui::MainWindow</name>
    <message>
        <source>Hash ring (virtual nodes)</source>
        <translation>Anneau de hachage (nœuds virtuels)</translation>
    </message>
    <message>
        <source>Modulo: hash % N</source>
        <translation>Modulo&#xa0;: hash % N</translation>
    </message>
    <message>
        <source>Directory (slot table)</source>
        <translation>Annuaire (table de slots)</translation>
    </message>
    <message>
        <source>Rendezvous (HRW)</source>
        <translation>Rendez-vous (HRW)</translation>
    </message>
    <message>
        <source>Jump hash</source>
        <translation>Jump hash</translation>
    </message>
    <message>
        <source>RingLab</source>
        <translation>RingLab</translation>
    </message>
    <message>
        <source>Ring</source>
        <translation>Anneau</translation>
    </message>
    <message>
        <source>Buckets</source>
        <translation>Buckets</translation>
    </message>
    <message>
        <source>Compare with</source>
        <translation>Comparer avec</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>Vitesse d’animation</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Skip to end</source>
        <translation>Aller à la fin</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Stop the computation and take back the last change</source>
        <translation>Arrêter le calcul et annuler la dernière modification</translation>
    </message>
    <message>
        <source>Placement</source>
        <translation>Placement</translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation>Algorithme</translation>
    </message>
    <message>
        <source>Hash</source>
        <translation>Hachage</translation>
    </message>
    <message>
        <source>Replicas</source>
        <translation>Réplicas</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Clés</translation>
    </message>
    <message>
        <source>{i} is replaced by 0, 1, 2, …</source>
        <translation>{i} est remplacé par 0, 1, 2, …</translation>
    </message>
    <message>
        <source>Pattern</source>
        <translation>Motif</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>From file…</source>
        <translation>Depuis un fichier…</translation>
    </message>
    <message>
        <source>Keys, one a line</source>
        <translation>Clés, une par ligne</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Nœuds</translation>
    </message>
    <message>
        <source>Add node</source>
        <translation>Ajouter un nœud</translation>
    </message>
    <message>
        <source>Adds the next node of the fleet; rename it or change its weight in the table</source>
        <translation>Ajoute le nœud suivant de la flotte&#x202f;; renommez-le ou changez son poids dans le tableau</translation>
    </message>
    <message>
        <source>Remove node</source>
        <translation>Retirer le nœud</translation>
    </message>
    <message>
        <source>Removes the selected node (a failure or a scale-down)</source>
        <translation>Retire le nœud sélectionné (une panne ou une réduction de la flotte)</translation>
    </message>
    <message>
        <source>Select the node to remove in the table first.</source>
        <translation>Sélectionnez d’abord dans le tableau le nœud à retirer.</translation>
    </message>
    <message>
        <source>Lab</source>
        <translation>Labo</translation>
    </message>
    <message>
        <source>Load per node</source>
        <translation>Charge par nœud</translation>
    </message>
    <message>
        <source>Balance against virtual nodes</source>
        <translation>Équilibre selon les nœuds virtuels</translation>
    </message>
    <message>
        <source>Hash explorer</source>
        <translation>Explorateur de hachage</translation>
    </message>
    <message>
        <source>&amp;Hash explorer</source>
        <translation>Explorateur de &amp;hachage</translation>
    </message>
    <message>
        <source>How the hashes scatter: avalanche, one bit flipped, virtual nodes</source>
        <translation>Comment les hachages dispersent&#xa0;: avalanche, un bit inversé, nœuds virtuels</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;Open scenario…</source>
        <translation>&amp;Ouvrir un scénario…</translation>
    </message>
    <message>
        <source>&amp;Save scenario as…</source>
        <translation>&amp;Enregistrer le scénario sous…</translation>
    </message>
    <message>
        <source>Open &amp;lesson…</source>
        <translation>Ouvrir une &amp;leçon…</translation>
    </message>
    <message>
        <source>Presets</source>
        <translation>Préréglages</translation>
    </message>
    <message>
        <source>The article&apos;s 8-node fleet</source>
        <translation>La flotte de 8 nœuds de l’article</translation>
    </message>
    <message>
        <source>Mixed hardware 4:4:1:1</source>
        <translation>Matériel hétérogène 4:4:1:1</translation>
    </message>
    <message>
        <source>E-commerce fleet (8 nodes, 64 GB and 16 GB)</source>
        <translation>Flotte e-commerce (8 nœuds, 64 Go et 16 Go)</translation>
    </message>
    <message>
        <source>Naive ring: one point per node</source>
        <translation>Anneau naïf&#xa0;: un point par nœud</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>E&amp;xporter</translation>
    </message>
    <message>
        <source>Ring view (PNG or SVG)…</source>
        <translation>Vue de l’anneau (PNG ou SVG)…</translation>
    </message>
    <message>
        <source>Bucket view (PNG or SVG)…</source>
        <translation>Vue des buckets (PNG ou SVG)…</translation>
    </message>
    <message>
        <source>Load chart (PNG or SVG)…</source>
        <translation>Graphique de charge (PNG ou SVG)…</translation>
    </message>
    <message>
        <source>Replicas chart (PNG or SVG)…</source>
        <translation>Graphique des réplicas (PNG ou SVG)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Principale</translation>
    </message>
    <message>
        <source>Keys from %1</source>
        <translation>Clés de %1</translation>
    </message>
    <message>
        <source>Generated keys</source>
        <translation>Clés générées</translation>
    </message>
    <message>
        <source>Open %1</source>
        <translation>l’ouverture de %1</translation>
    </message>
    <message>
        <source>RingLab — %1</source>
        <translation>RingLab — %1</translation>
    </message>
    <message>
        <source>Open scenario</source>
        <translation>Ouvrir un scénario</translation>
    </message>
    <message>
        <source>RingLab scenarios (*.json)</source>
        <translation>Scénarios RingLab (*.json)</translation>
    </message>
    <message>
        <source>Cannot open the scenario</source>
        <translation>Impossible d’ouvrir le scénario</translation>
    </message>
    <message>
        <source>Save scenario</source>
        <translation>Enregistrer le scénario</translation>
    </message>
    <message>
        <source>Cannot save the scenario</source>
        <translation>Impossible d’enregistrer le scénario</translation>
    </message>
    <message>
        <source>Cannot open %1</source>
        <translation>Impossible d’ouvrir %1</translation>
    </message>
    <message>
        <source>&amp;Lessons</source>
        <translation>&amp;Leçons</translation>
    </message>
    <message>
        <source>Cannot present the lesson</source>
        <translation>Impossible de présenter la leçon</translation>
    </message>
    <message>
        <source>Open lesson file…</source>
        <translation>Ouvrir un fichier de leçon…</translation>
    </message>
    <message>
        <source>The lesson has scenes 1 to %1, not %2.</source>
        <translation>La leçon a les scènes 1 à %1, pas %2.</translation>
    </message>
    <message>
        <source>Open lesson</source>
        <translation>Ouvrir une leçon</translation>
    </message>
    <message>
        <source>RingLab lessons (*.json)</source>
        <translation>Leçons RingLab (*.json)</translation>
    </message>
    <message>
        <source>Cannot open the lesson</source>
        <translation>Impossible d’ouvrir la leçon</translation>
    </message>
    <message>
        <source>ring</source>
        <translation>anneau</translation>
    </message>
    <message>
        <source>buckets</source>
        <translation>buckets</translation>
    </message>
    <message>
        <source>load</source>
        <translation>charge</translation>
    </message>
    <message>
        <source>replicas</source>
        <translation>replicas</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exporter</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg)</source>
        <translation>Image PNG (*.png);;Dessin SVG (*.svg)</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>Exportation impossible</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>Exporté&#xa0;: %1</translation>
    </message>
    <message>
        <source>The last scenario could not be reopened: %1</source>
        <translation>Le dernier scénario n’a pas pu être rouvert&#xa0;: %1</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <source>Experiments</source>
        <translation>Expériences</translation>
    </message>
    <message>
        <source>&amp;Experiments</source>
        <translation>&amp;Expériences</translation>
    </message>
    <message>
        <source>Every figure of the article, reproduced: article, RingLab, theory</source>
        <translation>Chaque chiffre de l’article, reproduit&#xa0;: article, RingLab, théorie</translation>
    </message>
    <message>
        <source>Simulation</source>
        <translation>Simulation</translation>
    </message>
    <message>
        <source>&amp;Simulation</source>
        <translation>&amp;Simulation</translation>
    </message>
    <message>
        <source>Production pitfalls, simulated: failover, flapping, version skew, hot keys, migration, the e-commerce fleet</source>
        <translation>Les pièges de la production, simulés&#xa0;: basculement, oscillation, décalage de version, clés chaudes, migration, flotte e-commerce</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <source>&amp;About RingLab</source>
        <translation>À &amp;propos de RingLab</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>À propos de &amp;Qt</translation>
    </message>
    <message>
        <source>About RingLab</source>
        <translation>À propos de RingLab</translation>
    </message>
    <message>
        <source>&lt;h2&gt;RingLab %1&lt;/h2&gt;&lt;p&gt;A lab that teaches and measures consistent hashing.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;RingLab %1&lt;/h2&gt;&lt;p&gt;Un laboratoire pour enseigner et mesurer le hachage cohérent.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>E-commerce fleet</source>
        <translation>Flotte e-commerce</translation>
    </message>
    <message>
        <source>&amp;Larger text</source>
        <translation>Texte plus &amp;grand</translation>
    </message>
    <message>
        <source>&amp;Smaller text</source>
        <translation>Texte plus &amp;petit</translation>
    </message>
    <message>
        <source>&amp;Normal text size</source>
        <translation>Taille de texte &amp;normale</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Ouvrir…</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>Enregistrer…</translation>
    </message>
    <message>
        <source>Ketama (memcached clients)</source>
        <translation>Ketama (clients memcached)</translation>
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
        <translation>Taille de la table</translation>
    </message>
    <message>
        <source>Slots of Maglev&apos;s lookup table; Envoy requires a prime (default 65,537).</source>
        <translation>Slots de la table de correspondance de Maglev&#x202f;; Envoy exige un nombre premier (65&#x202f;537 par défaut).</translation>
    </message>
    <message>
        <source>Ring hash (Envoy)</source>
        <translation>Ring hash (Envoy)</translation>
    </message>
    <message>
        <source>Token ring (Cassandra)</source>
        <translation>Anneau de jetons (Cassandra)</translation>
    </message>
    <message>
        <source>Envoy&apos;s minimum_ring_size (default 1,024): the least-weighted host gets at least this share of points.</source>
        <translation>minimum_ring_size d’Envoy (1&#x202f;024 par défaut)&#xa0;: l’hôte de plus faible poids reçoit au moins cette part des points.</translation>
    </message>
    <message>
        <source>Min. ring size</source>
        <translation>Taille min. de l’anneau</translation>
    </message>
    <message>
        <source>Cassandra&apos;s num_tokens: random tokens per node of weight 1 (16 since Cassandra 4.0, 256 before).</source>
        <translation>num_tokens de Cassandra&#xa0;: jetons aléatoires par nœud de poids 1 (16 depuis Cassandra 4.0, 256 avant).</translation>
    </message>
    <message>
        <source>Tokens per node</source>
        <translation>Jetons par nœud</translation>
    </message>
    <message>
        <source>How many nodes hold each key: the keyspace&apos;s replication factor. It sets the node table&apos;s “Owns (effective)”; keys and loads count each key&apos;s first replica.</source>
        <translation>Combien de nœuds détiennent chaque clé&#xa0;: le facteur de réplication du keyspace. Il fixe «&#xa0;Possède (effectif)&#xa0;» dans la table des nœuds&#x202f;; clés et charges comptent la première réplique de chaque clé.</translation>
    </message>
    <message>
        <source>Replication factor</source>
        <translation>Facteur de réplication</translation>
    </message>
    <message>
        <source>Default (%L1)</source>
        <translation>Par défaut (%L1)</translation>
    </message>
    <message>
        <source>Trace keys</source>
        <translation>Suivre des clés</translation>
    </message>
    <message>
        <source>&amp;Trace keys</source>
        <translation>&amp;Suivre des clés</translation>
    </message>
    <message>
        <source>Follow keys: hash, clockwise walk, owner before and after, replicas; the keys the last change moved</source>
        <translation>Suivre des clés&#xa0;: hachage, parcours dans le sens horaire, nœud avant et après, répliques&#x202f;; les clés déplacées par le dernier changement</translation>
    </message>
    <message>
        <source>All algorithms</source>
        <translation>Tous les algorithmes</translation>
    </message>
    <message>
        <source>&amp;All algorithms</source>
        <translation>&amp;Tous les algorithmes</translation>
    </message>
    <message>
        <source>The last change under every algorithm: keys moved, the least possible, balance, lookup time</source>
        <translation>Le dernier changement avec chaque algorithme&#xa0;: clés déplacées, minimum possible, équilibre, temps de recherche</translation>
    </message>
    <message>
        <source>Live</source>
        <translation>En direct</translation>
    </message>
    <message>
        <source>&amp;Live</source>
        <translation>&amp;En direct</translation>
    </message>
    <message>
        <source>Real memcached servers on this machine, one per member: fill, run, kill one, add one</source>
        <translation>De vrais serveurs memcached sur cette machine, un par membre&#xa0;: remplir, lancer, en tuer un, en ajouter un</translation>
    </message>
    <message>
        <source>&amp;Full-screen view</source>
        <translation>Vue en &amp;plein écran</translation>
    </message>
    <message>
        <source>The view or chart under the mouse alone on the whole screen; F11 or Esc brings it back</source>
        <translation>La vue ou le graphique sous la souris seul sur tout l’écran&#x202f;; F11 ou Échap le ramène</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Thème</translation>
    </message>
    <message>
        <source>libmemcached and twemproxy hash “host-k” for port 11211 and “host:port-k” otherwise (twemproxy a named server&apos;s name); spymemcached “/host:port-k”; libketama (last.fm) “host:port-k”, rounding each server&apos;s points its own way.</source>
        <translation>libmemcached et twemproxy hachent «&#x202f;host-k&#xa0;» pour le port 11211 et «&#x202f;host:port-k&#xa0;» sinon (twemproxy le nom d’un serveur nommé)&#x202f;; spymemcached «&#x202f;/host:port-k&#xa0;»&#x202f;; libketama (last.fm) «&#x202f;host:port-k&#xa0;», en arrondissant les points de chaque serveur à sa façon.</translation>
    </message>
    <message>
        <source>The key hash of the twemproxy pool (its “hash:”); twemproxy&apos;s default is fnv1a_64.</source>
        <translation>Le hachage des clés du pool twemproxy (son «&#x202f;hash:&#xa0;»)&#x202f;; par défaut, twemproxy utilise fnv1a_64.</translation>
    </message>
    <message>
        <source>Key hash</source>
        <translation>Hachage des clés</translation>
    </message>
    <message>
        <source>Replication-aware</source>
        <translation>Selon la réplication</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Aléatoire</translation>
    </message>
    <message>
        <source>How a node&apos;s tokens are chosen: Cassandra 4.0&apos;s allocator for the replication factor (allocate_tokens_for_local_replication_factor), which needs one rack or at least as many racks as replicas; or random, as before 4.0.</source>
        <translation>Comment les tokens d’un nœud sont choisis : l’allocateur de Cassandra 4.0 pour le facteur de réplication (allocate_tokens_for_local_replication_factor), qui demande un rack ou au moins autant de racks que de réplicas ; ou au hasard, comme avant 4.0.</translation>
    </message>
    <message>
        <source>Token allocation</source>
        <translation>Allocation des tokens</translation>
    </message>
    <message>
        <source>Import &amp;fleet…</source>
        <translation>Importer une &amp;flotte…</translation>
    </message>
    <message>
        <source>Import fleet %1</source>
        <translation>Importer la flotte %1</translation>
    </message>
    <message>
        <source>Import fleet</source>
        <translation>Importer une flotte</translation>
    </message>
    <message>
        <source>The file holds several pools; import:</source>
        <translation>Le fichier contient plusieurs pools ; importer :</translation>
    </message>
    <message>
        <source>Cannot import the fleet</source>
        <translation>Impossible d’importer la flotte</translation>
    </message>
    <message>
        <source>&lt;p&gt;Licence: GNU General Public License, version 3 or later (GPL-3.0-or-later). RingLab comes with no warranty.&lt;/p&gt;&lt;p&gt;Qt %1 (built with %2); MD5 after RFC 1321, xxHash by libxxhash, CRC-32 by zlib.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Licence&#xa0;: GNU General Public License, version 3 ou ultérieure (GPL-3.0-or-later). RingLab est fourni sans aucune garantie.&lt;/p&gt;&lt;p&gt;Qt %1 (compilé avec %2)&#x202f;; MD5 selon la RFC 1321, xxHash par libxxhash, CRC-32 par zlib.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Imported %1 (%2), nodes: %L3.</source>
        <translation>%1 importé (%2), nœuds&#xa0;: %L3.</translation>
    </message>
    <message>
        <source>Settings not saved</source>
        <translation>Réglages non enregistrés</translation>
    </message>
    <message>
        <source>%1. The settings saved before stay as they were.</source>
        <translation>%1. Les réglages enregistrés auparavant restent tels quels.</translation>
    </message>
</context>
<context>
    <name>ringlab::ui::MigrationTab</name>
    <message>
        <source>Remapping is not migration: with durable data every moved key must be copied to its new node before it can be read there. Until the copy is done, reads go to both places.</source>
        <translation>Le remappage n’est pas une migration&#xa0;: avec des données durables, chaque clé déplacée doit être copiée sur son nouveau nœud avant d’y être lue. Tant que la copie n’est pas terminée, les lectures vont aux deux emplacements.</translation>
    </message>
    <message>
        <source>Nodes before</source>
        <translation>Nœuds avant</translation>
    </message>
    <message>
        <source>cache-01, …</source>
        <translation>cache-01, …</translation>
    </message>
    <message>
        <source>Nodes after</source>
        <translation>Nœuds après</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Clés</translation>
    </message>
    <message>
        <source>Keys session:user:{i}</source>
        <translation>Clés session:user:{i}</translation>
    </message>
    <message>
        <source>Median value size</source>
        <translation>Taille médiane des valeurs</translation>
    </message>
    <message>
        <source> B</source>
        <translation>&#xa0;o</translation>
    </message>
    <message>
        <source>Value sizes are lognormal around this median</source>
        <translation>Les tailles des valeurs suivent une loi log-normale autour de cette médiane</translation>
    </message>
    <message>
        <source>Size spread σ</source>
        <translation>Dispersion des tailles σ</translation>
    </message>
    <message>
        <source>Standard deviation of ln(size); 0: every value the median</source>
        <translation>Écart type de ln(taille)&#x202f;; 0&#xa0;: toutes les valeurs à la médiane</translation>
    </message>
    <message>
        <source>Copy bandwidth</source>
        <translation>Débit de copie</translation>
    </message>
    <message>
        <source> MB/s</source>
        <translation>&#xa0;Mo/s</translation>
    </message>
    <message>
        <source>Each node copies at this rate, sending and receiving alike</source>
        <translation>Chaque nœud copie à ce débit, en envoi comme en réception</translation>
    </message>
    <message>
        <source>Press Run to simulate</source>
        <translation>Cliquez sur Lancer pour simuler</translation>
    </message>
    <message>
        <source>Bytes to copy, from → to</source>
        <translation>Octets à copier, de → vers</translation>
    </message>
    <message>
        <source>keys moved</source>
        <translation>clés déplacées</translation>
    </message>
    <message>
        <source>%1 (%2 of %3)</source>
        <translation>%1 (%2 sur %3)</translation>
    </message>
    <message>
        <source>bytes to copy</source>
        <translation>octets à copier</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <source>dual-read window</source>
        <translation>fenêtre de double lecture</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1&#xa0;s</translation>
    </message>
    <message>
        <source>busiest node</source>
        <translation>nœud le plus sollicité</translation>
    </message>
</context>
<context>
    <name>ringlab::ui::MovedKeysModel</name>
    <message>
        <source>Key</source>
        <translation>Clé</translation>
    </message>
    <message>
        <source>From</source>
        <translation>De</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Vers</translation>
    </message>
</context>
<context>
    <name>ringlab::ui::NodeBarChart</name>
    <message>
        <source>% of fair share</source>
        <translation>% de la part équitable</translation>
    </message>
    <message>
        <source>Simulating…</source>
        <translation>Simulation en cours…</translation>
    </message>
</context>
<context>
    <name>ringlab::ui::PresentationWindow</name>
    <message>
        <source>RingLab — lesson</source>
        <translation>RingLab — leçon</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Rejouer</translation>
    </message>
    <message>
        <source>Plays the scene&apos;s change again (R)</source>
        <translation>Rejoue le changement de la scène (R)</translation>
    </message>
    <message>
        <source>RingLab — %1</source>
        <translation>RingLab — %1</translation>
    </message>
    <message>
        <source>Reveal</source>
        <translation>Révéler</translation>
    </message>
    <message>
        <source>Locks the guess in and plays the scene&apos;s change (Space, Enter)</source>
        <translation>Fige l’estimation et joue le changement de la scène (Espace, Entrée)</translation>
    </message>
    <message>
        <source>%1   %2</source>
        <translation>%1   %2</translation>
    </message>
    <message>
        <source>← / →: guess   ↑ / ↓: in larger steps   Space / Enter: reveal   Esc: back to the lab</source>
        <translation>← / →&#xa0;: estimer   ↑ / ↓&#xa0;: à grands pas   Espace / Entrée&#xa0;: révéler   Échap&#xa0;: retour au labo</translation>
    </message>
    <message>
        <source>A, B, … or ↑ / ↓: choose   Space / Enter: reveal   Esc: back to the lab</source>
        <translation>A, B, … ou ↑ / ↓&#xa0;: choisir   Espace / Entrée&#xa0;: révéler   Échap&#xa0;: retour au labo</translation>
    </message>
    <message>
        <source>?</source>
        <translation>?</translation>
    </message>
    <message>
        <source>Before the change: your guess</source>
        <translation>Avant le changement&#xa0;: votre estimation</translation>
    </message>
    <message>
        <source>Pen: draw with the mouse   1 / 2 / 3: colour   E: wipe   P: pen off   Esc: back to the lab</source>
        <translation>Stylo&#xa0;: dessiner à la souris   1 / 2 / 3&#xa0;: couleur   E&#xa0;: effacer   P&#xa0;: stylo désactivé   Échap&#xa0;: retour au labo</translation>
    </message>
    <message>
        <source>Pointer: follows the mouse   E: wipe the pen   L: pointer off   Esc: back to the lab</source>
        <translation>Pointeur&#xa0;: suit la souris   E&#xa0;: effacer le stylo   L&#xa0;: pointeur désactivé   Échap&#xa0;: retour au labo</translation>
    </message>
    <message>
        <source>→ / Space: next   ← : previous   R: play again   P: pen   L: pointer   + / −: text size   Esc: back to the lab</source>
        <translation>→ / Espace&#xa0;: suivant   ← : précédent   R&#xa0;: rejouer   P&#xa0;: stylo   L&#xa0;: pointeur   + / −&#xa0;: taille du texte   Échap&#xa0;: retour au labo</translation>
    </message>
    <message>
        <source>Scene %1: %2</source>
        <translation>Scène %1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>ringlab::ui::ReplicasSweepChart</name>
    <message>
        <source>1 replica</source>
        <translation>1 réplica</translation>
    </message>
    <message>
        <source>%1 replicas</source>
        <translation>%1 réplicas</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>≈ %1</source>
        <translation>≈ %1</translation>
    </message>
    <message>
        <source>virtual nodes per member (replicas)</source>
        <translation>nœuds virtuels par membre (réplicas)</translation>
    </message>
    <message>
        <source>relative std-dev of load</source>
        <translation>écart type relatif</translation>
    </message>
    <message>
        <source>ring ≈ %1 per client</source>
        <translation>anneau ≈ %1 par client</translation>
    </message>
    <message>
        <source>ring %1 per client</source>
        <translation>anneau %1 par client</translation>
    </message>
    <message>
        <source>Computing the sweep…</source>
        <translation>Calcul du balayage…</translation>
    </message>
    <message>
        <source>No sweep yet</source>
        <translation>Pas encore de balayage</translation>
    </message>
    <message>
        <source>Load spread against virtual nodes</source>
        <translation>Dispersion de la charge selon les nœuds virtuels</translation>
    </message>
    <message>
        <source>ring, %1 nodes, %2, %3 keys</source>
        <translation>anneau, %1 nœuds, %2, %3 clés</translation>
    </message>
    <message>
        <source>%1, %2 nodes, %3 keys</source>
        <translation>%1, %2 nœuds, %3 clés</translation>
    </message>
    <message>
        <source>%1 · up to %2 for this many nodes</source>
        <translation>%1 · jusqu’à %2 pour autant de nœuds</translation>
    </message>
    <message>
        <source>1 token</source>
        <translation>1 jeton</translation>
    </message>
    <message>
        <source>%L1 tokens</source>
        <translation>%L1 jetons</translation>
    </message>
    <message>
        <source>1 point per host</source>
        <translation>1 point par hôte</translation>
    </message>
    <message>
        <source>%L1 points per host</source>
        <translation>%L1 points par hôte</translation>
    </message>
    <message>
        <source>tokens per node (num_tokens)</source>
        <translation>jetons par nœud (num_tokens)</translation>
    </message>
    <message>
        <source>points per host (minimum ring size ÷ hosts)</source>
        <translation>points par hôte (taille minimale de l’anneau ÷ hôtes)</translation>
    </message>
    <message>
        <source>primary owners&apos; std-dev</source>
        <translation>écart type des propriétaires</translation>
    </message>
</context>
<context>
    <name>ringlab::ui::RingView</name>
    <message>
        <source>zoom %1×</source>
        <translation>zoom %1×</translation>
    </message>
    <message>
        <source>RingLab ring: %1</source>
        <translation>Anneau RingLab&#xa0;: %1</translation>
    </message>
    <message>
        <source>RingLab ring</source>
        <translation>Anneau RingLab</translation>
    </message>
    <message>
        <source>removed</source>
        <translation>retiré</translation>
    </message>
    <message>
        <source>1 point</source>
        <translation>1 point</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 points</translation>
    </message>
    <message>
        <source>%1 of the ring</source>
        <translation>%1 de l’anneau</translation>
    </message>
    <message>
        <source>%1 of keys</source>
        <translation>%1 des clés</translation>
    </message>
    <message>
        <source>1 ring point</source>
        <translation>1 point d’anneau</translation>
    </message>
    <message>
        <source>%1 ring points</source>
        <translation>%1 points d’anneau</translation>
    </message>
    <message>
        <source>dots: %1 keys</source>
        <translation>pastilles&#xa0;: %1 clés</translation>
    </message>
    <message>
        <source>%1 of %2 points</source>
        <translation>%1 points sur %2</translation>
    </message>
    <message>
        <source>dots: %1 of %2 keys</source>
        <translation>pastilles&#xa0;: %1 clés sur %2</translation>
    </message>
    <message>
        <source>%1 has no ring</source>
        <translation>%1 n’a pas d’anneau</translation>
    </message>
    <message>
        <source>dots: keys at their hash</source>
        <translation>pastilles&#xa0;: clés à leur hash</translation>
    </message>
    <message>
        <source>dots: keys at their slot</source>
        <translation>pastilles&#xa0;: clés à leur slot</translation>
    </message>
    <message>
        <source>colour: owner</source>
        <translation>couleur&#xa0;: propriétaire</translation>
    </message>
    <message>
        <source>members</source>
        <translation>membres</translation>
    </message>
    <message>
        <source>share of keys</source>
        <translation>part des clés</translation>
    </message>
    <message>
        <source>members · share of keys</source>
        <translation>membres · part des clés</translation>
    </message>
    <message>
        <source>+ %1 more</source>
        <translation>+ %1 autres</translation>
    </message>
    <message>
        <source>%1 … %2</source>
        <translation>%1 … %2</translation>
    </message>
    <message>
        <source>slots %1 … %2</source>
        <translation>slots %1 … %2</translation>
    </message>
    <message>
        <source>double-click: whole ring</source>
        <translation>double-clic&#xa0;: anneau entier</translation>
    </message>
    <message>
        <source>from %1
to %2</source>
        <translation>de %1
à %2</translation>
    </message>
    <message>
        <source>from slot %1
to slot %2</source>
        <translation>du slot %1
au slot %2</translation>
    </message>
    <message>
        <source>drag to pan, double-click for the whole ring</source>
        <translation>glisser pour déplacer, double-clic pour l’anneau entier</translation>
    </message>
    <message>
        <source>position %1 · %2</source>
        <translation>position %1 · %2</translation>
    </message>
    <message>
        <source>slot %1</source>
        <translation>slot %1</translation>
    </message>
    <message>
        <source>owner %1 · owns %2 of the ring</source>
        <translation>propriétaire %1 · possède %2 de l’anneau</translation>
    </message>
    <message>
        <source>hash %1 · %2</source>
        <translation>hash %1 · %2</translation>
    </message>
    <message>
        <source>owner %1 (point %2)</source>
        <translation>propriétaire %1 (point %2)</translation>
    </message>
    <message>
        <source>owner %1</source>
        <translation>propriétaire %1</translation>
    </message>
    <message>
        <source>before the last change: %1</source>
        <translation>avant le dernier changement&#xa0;: %1</translation>
    </message>
    <message>
        <source>Computing…</source>
        <translation>Calcul en cours…</translation>
    </message>
    <message>
        <source>band: the slot table&apos;s owners</source>
        <translation>bande&#xa0;: les propriétaires de la table des slots</translation>
    </message>
    <message>
        <source>marked: %1 of %2 slots changed owner</source>
        <translation>marqués&#xa0;: %1 des %2 slots ont changé de propriétaire</translation>
    </message>
    <message>
        <source>top 32 bits %1 · %2</source>
        <translation>32 bits de poids fort %1 · %2</translation>
    </message>
    <message>
        <source>hash %1</source>
        <translation>hachage %1</translation>
    </message>
    <message>
        <source>dead</source>
        <translation>mort</translation>
    </message>
</context>
<context>
    <name>ringlab::ui::SimulationPanel</name>
    <message>
        <source>Failover</source>
        <translation>Basculement</translation>
    </message>
    <message>
        <source>Flapping</source>
        <translation>Oscillation</translation>
    </message>
    <message>
        <source>Version skew</source>
        <translation>Décalage de version</translation>
    </message>
    <message>
        <source>Hot keys</source>
        <translation>Clés chaudes</translation>
    </message>
    <message>
        <source>Migration</source>
        <translation>Migration</translation>
    </message>
    <message>
        <source>E-commerce</source>
        <translation>E-commerce</translation>
    </message>
    <message>
        <source>A node dies: its keys fail over and become misses</source>
        <translation>Un nœud tombe&#xa0;: ses clés basculent et deviennent des défauts de cache</translation>
    </message>
    <message>
        <source>A flapping node: the fixed penalty against K failures with backoff</source>
        <translation>Un nœud qui oscille&#xa0;: la pénalité fixe face à K échecs avec backoff</translation>
    </message>
    <message>
        <source>A rolling deploy: clients on two membership versions</source>
        <translation>Un déploiement progressif&#xa0;: des clients sur deux versions de la liste des membres</translation>
    </message>
    <message>
        <source>Zipf popularity overheats one node; a local cache and bounded loads</source>
        <translation>La popularité de Zipf surchauffe un nœud&#x202f;; un cache local et les charges limitées</translation>
    </message>
    <message>
        <source>Durable data: the bytes to copy and the dual-read window</source>
        <translation>Données durables&#xa0;: les octets à copier et la fenêtre de double lecture</translation>
    </message>
    <message>
        <source>The article&apos;s 25-million-key fleet under every algorithm</source>
        <translation>La flotte de l’article à 25 millions de clés, avec chaque algorithme</translation>
    </message>
</context>
<context>
    <name>ringlab::ui::SimulationTab</name>
    <message>
        <source>&amp;Run</source>
        <translation>&amp;Lancer</translation>
    </message>
    <message>
        <source>Run the simulation with these settings</source>
        <translation>Lancer la simulation avec ces réglages</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Stop the run; the previous results stay</source>
        <translation>Arrêter la simulation&#x202f;; les résultats précédents restent</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exporter…</translation>
    </message>
    <message>
        <source>Save a chart as PNG or SVG</source>
        <translation>Enregistrer un graphique en PNG ou SVG</translation>
    </message>
    <message>
        <source>Cancelled. The results shown are from the previous run.</source>
        <translation>Annulée. Les résultats affichés sont ceux de la simulation précédente.</translation>
    </message>
    <message>
        <source>Simulated in %1 s.</source>
        <translation>Simulé en %1&#xa0;s.</translation>
    </message>
    <message>
        <source>Not run: %1. The results shown are from the previous run.</source>
        <translation>Non lancée&#xa0;: %1. Les résultats affichés sont ceux de la simulation précédente.</translation>
    </message>
    <message>
        <source>Simulating…</source>
        <translation>Simulation en cours…</translation>
    </message>
    <message>
        <source>Export %1</source>
        <translation>Exporter %1</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg)</source>
        <translation>Image PNG (*.png);;Dessin SVG (*.svg)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exporter</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <source>%1 steady</source>
        <translation>%1 stable</translation>
    </message>
    <message>
        <source>%1 out of the ring</source>
        <translation>%1 hors de l’anneau</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>%1/s</source>
        <translation>%1/s</translation>
    </message>
    <message>
        <source>Fleet and traffic</source>
        <translation>Flotte et trafic</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Nœuds</translation>
    </message>
    <message>
        <source>Cache nodes cache-01, cache-02, …</source>
        <translation>Nœuds de cache cache-01, cache-02, …</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Clés</translation>
    </message>
    <message>
        <source>Keys %1 for i = 0 … keys − 1</source>
        <translation>Clés %1 pour i = 0 … clés − 1</translation>
    </message>
    <message>
        <source>Requests/s</source>
        <translation>Requêtes/s</translation>
    </message>
    <message>
        <source>Reads the clients send per second of simulated time</source>
        <translation>Lectures envoyées par les clients par seconde de temps simulé</translation>
    </message>
    <message>
        <source>Popularity</source>
        <translation>Popularité</translation>
    </message>
    <message>
        <source>Which key each request asks for</source>
        <translation>Quelle clé chaque requête demande</translation>
    </message>
    <message>
        <source>Zipf exponent</source>
        <translation>Exposant de Zipf</translation>
    </message>
    <message>
        <source>Larger: a few keys get most of the requests</source>
        <translation>Plus grand&#xa0;: quelques clés reçoivent la plupart des requêtes</translation>
    </message>
    <message>
        <source>Hit rate before</source>
        <translation>Taux de succès avant</translation>
    </message>
    <message>
        <source>Share of requests to a cached key that hit before any event</source>
        <translation>Part des requêtes vers une clé en cache qui aboutissent avant tout événement</translation>
    </message>
    <message>
        <source>Client</source>
        <translation>Client</translation>
    </message>
    <message>
        <source>Failover depth</source>
        <translation>Profondeur de basculement</translation>
    </message>
    <message>
        <source>Owners tried in ring order (the article&apos;s failoverDepth)</source>
        <translation>Propriétaires essayés dans l’ordre de l’anneau (le failoverDepth de l’article)</translation>
    </message>
    <message>
        <source>Policy</source>
        <translation>Politique</translation>
    </message>
    <message>
        <source>How the client decides a node is gone</source>
        <translation>Comment le client décide qu’un nœud a disparu</translation>
    </message>
    <message>
        <source>Downtime</source>
        <translation>Indisponibilité</translation>
    </message>
    <message>
        <source> s</source>
        <translation>&#xa0;s</translation>
    </message>
    <message>
        <source>Fixed penalty: a failing node stays out this long (downtimeMs)</source>
        <translation>Pénalité fixe&#xa0;: un nœud défaillant reste exclu pendant cette durée (downtimeMs)</translation>
    </message>
    <message>
        <source>Failures K</source>
        <translation>Échecs K</translation>
    </message>
    <message>
        <source>Consecutive failures that remove a node</source>
        <translation>Échecs consécutifs qui retirent un nœud</translation>
    </message>
    <message>
        <source>Within</source>
        <translation>Fenêtre</translation>
    </message>
    <message>
        <source>The K failures must fall within this window</source>
        <translation>Les K échecs doivent survenir dans cette fenêtre</translation>
    </message>
    <message>
        <source>First backoff</source>
        <translation>Premier backoff</translation>
    </message>
    <message>
        <source>Wait before the first health check; doubles after each failed one</source>
        <translation>Attente avant la première vérification de santé&#x202f;; double après chaque échec</translation>
    </message>
    <message>
        <source>Longest backoff</source>
        <translation>Backoff maximal</translation>
    </message>
    <message>
        <source>The backoff stops doubling here</source>
        <translation>Le backoff cesse de doubler ici</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Événement</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Quoi</translation>
    </message>
    <message>
        <source>What happens to the node</source>
        <translation>Ce qui arrive au nœud</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>Nœud</translation>
    </message>
    <message>
        <source>The node&apos;s id</source>
        <translation>L’identifiant du nœud</translation>
    </message>
    <message>
        <source>At</source>
        <translation>À</translation>
    </message>
    <message>
        <source>Simulated time of the event</source>
        <translation>Instant simulé de l’événement</translation>
    </message>
    <message>
        <source>Flap period</source>
        <translation>Période d’oscillation</translation>
    </message>
    <message>
        <source>Unreachable for one period, reachable for the next, …</source>
        <translation>Injoignable pendant une période, joignable la suivante, …</translation>
    </message>
    <message>
        <source>Flap until</source>
        <translation>Oscille jusqu’à</translation>
    </message>
    <message>
        <source>Reachable for good from then on</source>
        <translation>Joignable pour de bon ensuite</translation>
    </message>
    <message>
        <source>Time-outs</source>
        <translation>Expirations</translation>
    </message>
    <message>
        <source>Slow down: share of requests to the node that time out</source>
        <translation>Ralentissement&#xa0;: part des requêtes vers le nœud qui expirent</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>Chronologie</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Pas</translation>
    </message>
    <message>
        <source>Each point of the charts covers one step</source>
        <translation>Chaque point des graphiques couvre un pas</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Durée</translation>
    </message>
    <message>
        <source>Simulated time in all</source>
        <translation>Temps simulé au total</translation>
    </message>
    <message>
        <source>Cache hit rate</source>
        <translation>Taux de succès du cache</translation>
    </message>
    <message>
        <source>% of requests</source>
        <translation>% des requêtes</translation>
    </message>
    <message>
        <source>hit rate</source>
        <translation>taux de succès</translation>
    </message>
    <message>
        <source>Database reads</source>
        <translation>Lectures en base de données</translation>
    </message>
    <message>
        <source>reads/s</source>
        <translation>lectures/s</translation>
    </message>
    <message>
        <source>database reads/s</source>
        <translation>lectures en base/s</translation>
    </message>
    <message>
        <source>Keys remapped</source>
        <translation>Clés réaffectées</translation>
    </message>
    <message>
        <source>keys per step</source>
        <translation>clés par pas</translation>
    </message>
    <message>
        <source>keys remapped</source>
        <translation>clés réaffectées</translation>
    </message>
    <message>
        <source>Load per node</source>
        <translation>Charge par nœud</translation>
    </message>
    <message>
        <source>requests/s answered</source>
        <translation>requêtes/s servies</translation>
    </message>
    <message>
        <source>Not run yet.</source>
        <translation>Pas encore lancée.</translation>
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
        <translation>Simulation en cours…</translation>
    </message>
    <message>
        <source>simulated time (s)</source>
        <translation>temps simulé (s)</translation>
    </message>
</context>
<context>
    <name>ringlab::ui::TimelineBar</name>
    <message>
        <source>Timeline</source>
        <translation>Frise chronologique</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Retour</translation>
    </message>
    <message>
        <source>Back one change, animated (Ctrl+Z)</source>
        <translation>Revenir d’une modification, animé (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Forward ▶</source>
        <translation>Avancer ▶</translation>
    </message>
    <message>
        <source>Forward one change, animated (Ctrl+Shift+Z)</source>
        <translation>Avancer d’une modification, animé (Ctrl+Maj+Z)</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Rejouer</translation>
    </message>
    <message>
        <source>Play the last change&apos;s movement again</source>
        <translation>Rejouer le mouvement de la dernière modification</translation>
    </message>
    <message>
        <source>Slow motion</source>
        <translation>Ralenti</translation>
    </message>
    <message>
        <source>Play every change four times as slowly</source>
        <translation>Jouer chaque modification quatre fois plus lentement</translation>
    </message>
    <message>
        <source>Step %L1 of %L2</source>
        <translation>Étape %L1 sur %L2</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Début</translation>
    </message>
    <message>
        <source>No change yet</source>
        <translation>Aucune modification pour l’instant</translation>
    </message>
</context>
<context>
    <name>ringlab::ui::TransferMatrixView</name>
    <message>
        <source>Simulating…</source>
        <translation>Simulation en cours…</translation>
    </message>
    <message>
        <source>from ↓  to →</source>
        <translation>de ↓  vers →</translation>
    </message>
</context>
<context>
    <name>ringlab::ui::VersionSkewTab</name>
    <message>
        <source>A rolling deploy: some clients already see the new membership, the rest the old one. They disagree on where some keys live; a key written by both groups lands in two places.</source>
        <translation>Un déploiement progressif&#xa0;: certains clients voient déjà la nouvelle liste des membres, les autres l’ancienne. Ils divergent sur l’emplacement de certaines clés&#x202f;; une clé écrite par les deux groupes se retrouve à deux endroits.</translation>
    </message>
    <message>
        <source>Nodes before</source>
        <translation>Nœuds avant</translation>
    </message>
    <message>
        <source>Membership the old clients see</source>
        <translation>Membres que voient les anciens clients</translation>
    </message>
    <message>
        <source>Nodes after</source>
        <translation>Nœuds après</translation>
    </message>
    <message>
        <source>Membership the new clients see</source>
        <translation>Membres que voient les nouveaux clients</translation>
    </message>
    <message>
        <source>Clients on the new version</source>
        <translation>Clients sur la nouvelle version</translation>
    </message>
    <message>
        <source>Share of the requests sent by clients that already see the new nodes</source>
        <translation>Part des requêtes envoyées par les clients qui voient déjà les nouveaux nœuds</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Clés</translation>
    </message>
    <message>
        <source>Keys session:user:{i}</source>
        <translation>Clés session:user:{i}</translation>
    </message>
    <message>
        <source>Requests</source>
        <translation>Requêtes</translation>
    </message>
    <message>
        <source>Reads and writes across both groups</source>
        <translation>Lectures et écritures des deux groupes</translation>
    </message>
    <message>
        <source>Writes</source>
        <translation>Écritures</translation>
    </message>
    <message>
        <source>Share of the requests that write</source>
        <translation>Part des requêtes qui écrivent</translation>
    </message>
    <message>
        <source>Client group</source>
        <translation>Groupe de clients</translation>
    </message>
    <message>
        <source>Membership version</source>
        <translation>Version des membres</translation>
    </message>
    <message>
        <source>Reads</source>
        <translation>Lectures</translation>
    </message>
    <message>
        <source>Stale reads</source>
        <translation>Lectures périmées</translation>
    </message>
    <message>
        <source>version %1</source>
        <translation>version %1</translation>
    </message>
    <message>
        <source>keys the groups disagree on</source>
        <translation>clés sur lesquelles les groupes divergent</translation>
    </message>
    <message>
        <source>%1 (%2 keys)</source>
        <translation>%1 (%2 clés)</translation>
    </message>
    <message>
        <source>keys written to two places</source>
        <translation>clés écrites à deux endroits</translation>
    </message>
    <message>
        <source>%1 of %2 written</source>
        <translation>%1 sur %2 écrites</translation>
    </message>
    <message>
        <source>stale reads</source>
        <translation>lectures périmées</translation>
    </message>
    <message>
        <source>%1 of %2 reads</source>
        <translation>%1 sur %2 lectures</translation>
    </message>
    <message>
        <source>Press Run to simulate</source>
        <translation>Cliquez sur Lancer pour simuler</translation>
    </message>
    <message>
        <source>Stale reads by client group, against the keys in dispute</source>
        <translation>Lectures périmées par groupe de clients, face aux clés disputées</translation>
    </message>
    <message>
        <source>% (see the legend)</source>
        <translation>% (voir la légende)</translation>
    </message>
    <message>
        <source>stale reads, % of the group&apos;s reads</source>
        <translation>lectures périmées, % des lectures du groupe</translation>
    </message>
    <message>
        <source>writes, % of the group&apos;s requests</source>
        <translation>écritures, % des requêtes du groupe</translation>
    </message>
    <message>
        <source>keys in dispute %1</source>
        <translation>clés disputées %1</translation>
    </message>
</context>
<context>
    <name>ringlab::ui::VnodePanel</name>
    <message>
        <source>Virtual nodes per unit of weight; follows the lab&apos;s replicas</source>
        <translation>Nœuds virtuels par unité de poids&#x202f;; suit les réplicas du labo</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Nœuds</translation>
    </message>
    <message>
        <source>Virtual nodes each</source>
        <translation>Nœuds virtuels chacun</translation>
    </message>
    <message>
        <source>The only node</source>
        <translation>Le seul nœud</translation>
    </message>
    <message>
        <source>All %1 nodes</source>
        <translation>Les %1 nœuds</translation>
    </message>
    <message>
        <source>No nodes</source>
        <translation>Aucun nœud</translation>
    </message>
    <message>
        <source>%1 virtual nodes are too many to draw here (at most %2): lower the virtual nodes each.</source>
        <translation>%1 nœuds virtuels, c’est trop pour les dessiner ici (au plus %2)&#xa0;: réduisez le nombre de nœuds virtuels par nœud.</translation>
    </message>
</context>
<context>
    <name>ringlab::ui::VnodeStrip</name>
    <message>
        <source>χ²/df %1</source>
        <translation>χ²/ddl %1</translation>
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
        <translation>✗ regroupés</translation>
    </message>
    <message>
        <source>✓ even</source>
        <translation>✓ uniformes</translation>
    </message>
    <message>
        <source>Where the virtual nodes land</source>
        <translation>Où tombent les nœuds virtuels</translation>
    </message>
    <message>
        <source>%1 · %2 virtual nodes</source>
        <translation>%1 · %2 nœuds virtuels</translation>
    </message>
    <message>
        <source>%1 members × %2 virtual nodes = %3 points</source>
        <translation>%1 membres × %2 nœuds virtuels = %3 points</translation>
    </message>
    <message>
        <source>%1 members, %2 replicas × weight = %3 points</source>
        <translation>%1 membres, %2 réplicas × poids = %3 points</translation>
    </message>
    <message>
        <source>computing positions …</source>
        <translation>calcul des positions …</translation>
    </message>
    <message>
        <source>no members</source>
        <translation>aucun membre</translation>
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
        <translation>position sur l’anneau</translation>
    </message>
    <message>
        <source>ticks: one per virtual node · grey bars: virtual nodes per bin · dashed: an even spread</source>
        <translation>traits&#xa0;: un par nœud virtuel · barres grises&#xa0;: nœuds virtuels par classe · pointillés&#xa0;: répartition uniforme</translation>
    </message>
    <message>
        <source>ticks: virtual nodes · bars: per bin · dashed: even</source>
        <translation>traits&#xa0;: nœuds virtuels · barres&#xa0;: par classe · pointillés&#xa0;: uniforme</translation>
    </message>
    <message>
        <source>χ²/df: 1 is even</source>
        <translation>χ²/ddl&#xa0;: 1 = uniforme</translation>
    </message>
    <message>
        <source>! too regular</source>
        <translation>! trop régulier</translation>
    </message>
</context>
</TS>
