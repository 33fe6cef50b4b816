import type { FilterEntry, Place } from './schemas';

// part 2 §3: industries and geolocations are trees ("parent chains with name"): World > Middle
// East > Jordan, Industry > Chemicals > Fertilisers. Pure, for either provider's nodes.

export type TreeNode = { id: number; name: string; parent_id: number | null };

/** A node as the portal stores it, named in both languages. */
export type StoredNode = {
  id: number;
  name_eng: string;
  name_ara: string;
  parent_id: number | null;
};
export type StoredTrees = { industries: StoredNode[]; geolocations: StoredNode[] };

/** The nodes depth first, each after its parent, siblings in the order given; a cycle is cut. */
export function treeOrder(nodes: readonly TreeNode[]): FilterEntry[] {
  const ids = new Set(nodes.map((node) => node.id));
  const children = new Map<number | null, TreeNode[]>();
  for (const node of nodes) {
    // A parent that is not in the list makes the node a root.
    const parent = node.parent_id !== null && ids.has(node.parent_id) ? node.parent_id : null;
    children.set(parent, [...(children.get(parent) ?? []), node]);
  }
  const ordered: FilterEntry[] = [];
  const seen = new Set<number>();
  const visit = (parent: number | null, depth: number) => {
    for (const node of children.get(parent) ?? []) {
      if (seen.has(node.id)) continue;
      seen.add(node.id);
      ordered.push({ id: node.id, name: node.name, parent_id: parent, depth });
      visit(node.id, depth + 1);
    }
  };
  visit(null, 0);
  return ordered;
}

/** The node and every node under it (a filter on Middle East finds Jordan's items). */
export function withDescendants(nodes: readonly TreeNode[], id: number): Set<number> {
  const found = new Set<number>([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const node of nodes) {
      if (node.parent_id !== null && found.has(node.parent_id) && !found.has(node.id)) {
        found.add(node.id);
        grew = true;
      }
    }
  }
  return found;
}

/** A node with its parent chain, nearest parent first; null for an id not in the tree. */
export function placeOf(nodes: readonly TreeNode[], id: number): Place | null {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const node = byId.get(id);
  if (!node) return null;
  const parents: Place['parents'] = [];
  const seen = new Set<number>([id]);
  let parent = node.parent_id === null ? undefined : byId.get(node.parent_id);
  while (parent && !seen.has(parent.id)) {
    seen.add(parent.id);
    parents.push({ id: parent.id, name: parent.name });
    parent = parent.parent_id === null ? undefined : byId.get(parent.parent_id);
  }
  return { id: node.id, name: node.name, parents };
}
