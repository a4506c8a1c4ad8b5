import type { NavigationItemSummary } from '../../modules/content-authoring/navigation-item-document.contract.js';

/** One row of the editor's tree: an item at its depth, with its place among its siblings. */
export interface TreeRow {
  item: NavigationItemSummary;
  depth: number;
  /** Its index among its siblings, and how many they are. */
  index: number;
  siblings: NavigationItemSummary[];
  /** The sibling before it (indenting makes the item its last child). */
  previous: NavigationItemSummary | undefined;
  parent: NavigationItemSummary | undefined;
  childCount: number;
}

/** Where a move sends an item: the body of `POST …/{id}/move`. */
export interface MoveTarget {
  parentId: string | null;
  position: number;
}

export type MoveAction = 'up' | 'down' | 'indent' | 'outdent';

/**
 * The items in menu order, depth first. An item whose parent is not in the list (another language only) is shown
 * at the first level, so nothing the API answers is lost from the screen.
 */
export function treeRows(items: readonly NavigationItemSummary[]): TreeRow[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  const children = new Map<string | null, NavigationItemSummary[]>();
  for (const item of items) {
    const parentId = item.parentId !== null && byId.has(item.parentId) ? item.parentId : null;
    children.set(parentId, [...(children.get(parentId) ?? []), item]);
  }
  for (const list of children.values()) list.sort((a, b) => a.position - b.position || a.id.localeCompare(b.id));
  const rows: TreeRow[] = [];
  const walk = (parentId: string | null, depth: number) => {
    const siblings = children.get(parentId) ?? [];
    siblings.forEach((item, index) => {
      rows.push({
        item,
        depth,
        index,
        siblings,
        previous: siblings[index - 1],
        parent: parentId === null ? undefined : byId.get(parentId),
        childCount: children.get(item.id)?.length ?? 0,
      });
      // Guard against a cycle in stored data: an item is walked once.
      if (depth < 20) walk(item.id, depth + 1);
    });
  };
  walk(null, 0);
  return rows;
}

/** The move a button asks for, or undefined when it has nowhere to go (the button is disabled then). */
export function moveTarget(rows: readonly TreeRow[], row: TreeRow, action: MoveAction): MoveTarget | undefined {
  const parentId = row.parent?.id ?? null;
  switch (action) {
    case 'up':
      return row.index > 0 ? { parentId, position: row.index - 1 } : undefined;
    case 'down':
      return row.index < row.siblings.length - 1 ? { parentId, position: row.index + 1 } : undefined;
    case 'indent': {
      if (!row.previous) return undefined;
      const previous = rows.find((r) => r.item.id === row.previous!.id);
      return { parentId: row.previous.id, position: previous?.childCount ?? 0 };
    }
    case 'outdent': {
      if (!row.parent) return undefined;
      const parentRow = rows.find((r) => r.item.id === row.parent!.id);
      return parentRow ? { parentId: parentRow.parent?.id ?? null, position: parentRow.index + 1 } : undefined;
    }
  }
}
