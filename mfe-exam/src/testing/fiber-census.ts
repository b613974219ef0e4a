/**
 * Test-only: counts what React renders per commit, through the hook React DevTools use
 * (`__REACT_DEVTOOLS_GLOBAL_HOOK__`, read by react-dom when it loads). Import this module before anything that loads
 * react-dom. Each commit is summed into the census: the components whose render function ran (by name), the host
 * elements React wrote to, and those it created or removed. Behaviour counts, not time.
 */

/**
 * One commit of the census: the fibers React worked on (`visited`: the rest of the tree was reused untouched), the
 * components whose render function ran (`rendered` by name, `components` in all), the host elements React wrote
 * attributes or text to (`hostUpdates`), created (`mounted`) and removed.
 */
export interface Commit {
  visited: number;
  rendered: Map<string, number>;
  components: number;
  hostUpdates: number;
  mounted: number;
  removed: number;
}

interface Fiber {
  tag: number;
  type: unknown;
  elementType: unknown;
  flags: number;
  alternate: Fiber | null;
  child: Fiber | null;
  sibling: Fiber | null;
}

// React's fiber tags and flags (react-reconciler: ReactWorkTags, ReactFiberFlags).
const FUNCTION = 0;
const CLASS = 1;
const HOST = 5;
const FORWARD_REF = 11;
const MEMO = 14;
const SIMPLE_MEMO = 15;
const PERFORMED_WORK = 1;
const UPDATE = 4;

const commits: Commit[] = [];
let removedSinceCommit = 0;
// The fibers of the last committed tree: a fiber object found there again was not worked on in this commit (React
// works on a copy, its alternate, and keeps an untouched subtree's objects as they are).
let lastTree = new WeakSet<Fiber>();

function nameOf(fiber: Fiber): string {
  const type = (fiber.tag === MEMO ? fiber.elementType : fiber.type) as
    { displayName?: string; name?: string; type?: { name?: string }; render?: { name?: string } } | undefined;
  return type?.displayName ?? type?.name ?? type?.type?.name ?? type?.render?.name ?? 'anonymous';
}

function census(root: { current: Fiber }): Commit {
  const commit: Commit = {
    visited: 0,
    rendered: new Map(),
    components: 0,
    hostUpdates: 0,
    mounted: 0,
    removed: removedSinceCommit,
  };
  removedSinceCommit = 0;
  const tree = new WeakSet<Fiber>();
  const stack: Fiber[] = [root.current];
  while (stack.length > 0) {
    const fiber = stack.pop()!;
    tree.add(fiber);
    if (fiber.child) stack.push(fiber.child);
    if (fiber.sibling) stack.push(fiber.sibling);
    if (lastTree.has(fiber)) continue;
    commit.visited += 1;
    const isNew = fiber.alternate === null;
    const component = [FUNCTION, CLASS, FORWARD_REF, SIMPLE_MEMO].includes(fiber.tag);
    if (component && (isNew || (fiber.flags & PERFORMED_WORK) !== 0)) {
      const name = nameOf(fiber);
      commit.rendered.set(name, (commit.rendered.get(name) ?? 0) + 1);
      commit.components += 1;
    }
    if (fiber.tag === HOST) {
      if (isNew) commit.mounted += 1;
      else if ((fiber.flags & UPDATE) !== 0) commit.hostUpdates += 1;
    }
  }
  lastTree = tree;
  return commit;
}

(globalThis as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
  supportsFiber: true,
  renderers: new Map(),
  inject: () => 1,
  checkDCE: () => undefined,
  onScheduleFiberRoot: () => undefined,
  onCommitFiberRoot: (_id: number, root: { current: Fiber }) => commits.push(census(root)),
  onPostCommitFiberRoot: () => undefined,
  onCommitFiberUnmount: (_id: number, fiber: Fiber) => {
    if (fiber.tag === HOST) removedSinceCommit += 1;
  },
};

/** The commits since the last call, and a fresh start. */
export function takeCommits(): Commit[] {
  return commits.splice(0);
}
