/**
 * `node --max-old-space-size=4096 scripts/anonymous-traffic/snapshot-diff.mjs before.heapsnapshot after.heapsnapshot`:
 * what grew between two heap snapshots of the server (`scripts/anonymous-traffic.mjs --snapshots DIR`).
 * Lists the object kinds whose count and bytes grew most, then the collections (Map, Set, arrays, LRU
 * tables) that gained most entries, each with the path that holds it (variables, properties), which is
 * how Next's per-address map was found (docs/reliability.md, issue 21.1).
 */
import fs from 'node:fs';

function load(file) {
  const { snapshot, nodes, edges, strings } = JSON.parse(fs.readFileSync(file, 'utf8'));
  const {
    node_fields: nodeFields,
    edge_fields: edgeFields,
    node_types: nodeTypes,
    edge_types: edgeTypes,
  } = snapshot.meta;
  const N = nodeFields.length;
  const E = edgeFields.length;
  const count = nodes.length / N;
  const firstEdge = new Uint32Array(count + 1);
  for (let i = 0, e = 0; i < count; i++) {
    firstEdge[i] = e;
    e += nodes[i * N + nodeFields.indexOf('edge_count')] * E;
    firstEdge[i + 1] = e;
  }
  const type = (i) => nodeTypes[0][nodes[i * N]];
  const name = (i) => strings[nodes[i * N + 1]];
  const size = (i) => nodes[i * N + nodeFields.indexOf('self_size')];
  const edgeName = (e) => {
    const kind = edgeTypes[0][edges[e]];
    return kind === 'element' || kind === 'hidden' ? `[${edges[e + 1]}]` : String(strings[edges[e + 1]]);
  };
  // One strong retainer of each node, a named one (property, variable) first: enough to name where a
  // collection lives, the same way in both snapshots.
  const rank = { property: 0, context: 1, internal: 2, element: 3, hidden: 4 };
  const holder = new Int32Array(count).fill(-1);
  const via = new Array(count);
  const viaRank = new Uint8Array(count).fill(9);
  for (let i = 0; i < count; i++)
    for (let e = firstEdge[i]; e < firstEdge[i + 1]; e += E) {
      const to = edges[e + 2] / N;
      const r = rank[edgeTypes[0][edges[e]]] ?? 9;
      if (r >= viaRank[to]) continue;
      holder[to] = i;
      via[to] = r > 2 ? '[]' : edgeName(e);
      viaRank[to] = r;
    }
  const where = (i) => {
    const steps = [];
    for (let at = i, depth = 0; holder[at] !== -1 && depth < 3; at = holder[at], depth++)
      steps.push(`${via[at]} of ${type(holder[at])} ${name(holder[at]).slice(0, 40)}`);
    return steps.join(' < ');
  };
  return { count, type, name, size, where, entries: (i) => (firstEdge[i + 1] - firstEdge[i]) / E };
}

const [beforeFile, afterFile] = process.argv.slice(2);
if (!afterFile) throw new Error('Usage: snapshot-diff.mjs before.heapsnapshot after.heapsnapshot');
const snapshots = [load(beforeFile), load(afterFile)];

/** Count and bytes by kind of object (strings together), for one snapshot. */
function kinds({ count, type, name, size }) {
  const byKind = new Map();
  for (let i = 0; i < count; i++) {
    const kind = type(i).includes('string') ? type(i) : `${type(i)} ${name(i).slice(0, 60)}`;
    const seen = byKind.get(kind) ?? { count: 0, bytes: 0 };
    seen.count++;
    seen.bytes += size(i);
    byKind.set(kind, seen);
  }
  return byKind;
}

/** Collections of 100 entries or more, keyed by where they live (their identity changes as they grow). */
function collections({ count, type, entries, where }) {
  const found = new Map();
  for (let i = 0; i < count; i++)
    if ((type(i) === 'array' || type(i) === 'object') && entries(i) >= 100) found.set(where(i), entries(i));
  return found;
}

const [kindsBefore, kindsAfter] = snapshots.map(kinds);
console.log('Object kinds that grew most (bytes, count):');
[...kindsAfter]
  .map(([kind, { count, bytes }]) => {
    const was = kindsBefore.get(kind) ?? { count: 0, bytes: 0 };
    return { kind, bytes: bytes - was.bytes, count: count - was.count };
  })
  .sort((a, b) => b.bytes - a.bytes)
  .slice(0, 20)
  .forEach(({ kind, bytes, count }) =>
    console.log(`${String(bytes).padStart(10)} ${String(count).padStart(7)}  ${kind}`),
  );

const [heldBefore, heldAfter] = snapshots.map(collections);
console.log('\nCollections that gained most entries (before -> after, where):');
[...heldAfter]
  .map(([place, entries]) => ({ place, entries, was: heldBefore.get(place) ?? 0 }))
  .sort((a, b) => b.entries - b.was - (a.entries - a.was))
  .slice(0, 12)
  .forEach(({ place, entries, was }) =>
    console.log(`${String(was).padStart(7)} -> ${String(entries).padEnd(7)} ${place}`),
  );
