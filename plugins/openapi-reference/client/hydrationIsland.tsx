/**
 * A component whose server-rendered HTML the browser keeps as it is when the page hydrates:
 * during hydration the island renders an empty `dangerouslySetInnerHTML` with
 * `suppressHydrationWarning`, so React neither runs the component nor touches the markup below
 * it, and the component's code is not loaded. The component renders for real (its code loaded
 * with `import()`) when the island mounts after hydration (a page reached by client-side
 * navigation), when its props change, when `liveAtOnce` says so at hydration, or when `liveWhen`
 * says the reader is about to use it.
 *
 * Only for components whose first render is fixed by their props: the static markup has no event
 * handler until the island goes live, so `liveWhen` must make it live before any interaction
 * matters (`whenVisible`, or `whenUsed` of client/whenUsed.ts, which replays the interaction).
 */
import React, {
  lazy,
  Suspense,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
  type RefObject,
} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';

/** Attribute of an island's server-rendered `<div>`, which the browser's render leaves out. */
const serverMarker = 'data-server-html';

export interface IslandOptions<Props> {
  /**
   * The component itself, imported statically in the server bundle only (undefined in the
   * browser's): the server renders it at once, without the Suspense boundary of a lazy
   * component, whose streamed completion would add inline scripts to the page.
   */
  Server: ComponentType<Props> | undefined;
  /** The class of the island's `<div>`, the same on the server and in the browser. */
  className: string;
  /** Whether two sets of props render the same markup. */
  sameProps: (before: Props, after: Props) => boolean;
  /**
   * Calls `goLive` once the reader is about to use the island (for instance when it becomes
   * visible), and may call `preload` when they are likely to; returns a clean-up function.
   * Without it, a hydrated island stays static.
   */
  liveWhen?: (
    island: RefObject<HTMLDivElement | null>,
    goLive: GoLive,
    preload: () => Promise<unknown>,
  ) => () => void;
  /**
   * Whether the island must render for real as soon as the page has hydrated (a choice the reader
   * stored that changes its first render); checked once, in the browser.
   */
  liveAtOnce?: () => boolean;
  /**
   * Islands rendered inside this one: their code loads with this one's, so that they render at
   * once, in place of the markup they replace, when this island goes live.
   */
  nested?: Array<{preload: () => Promise<unknown>}>;
}

/**
 * Makes an island render for real; `afterLive` runs once the component's markup has replaced the
 * static markup, with the island's new `<div>` (the same structure as the static one).
 */
export type GoLive = (afterLive?: (liveRoot: HTMLElement) => void) => void;

/** An island component; `preload()` loads the component it renders in the browser. */
export type HydrationIsland<Props> = ComponentType<Props> & {preload: () => Promise<unknown>};

export function createHydrationIsland<Props extends object>(
  load: () => Promise<{default: ComponentType<Props>}>,
  {Server, className, sameProps, liveWhen, liveAtOnce, nested = []}: IslandOptions<Props>,
): HydrationIsland<Props> {
  // Once loaded, the component renders at once: a lazy component would show its empty fallback
  // for a moment each time an island is mounted.
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<{default: ComponentType<Props>}> | undefined;
  const preload = () => {
    loading ??= Promise.all([load(), ...nested.map((island) => island.preload())]).then(
      ([module]) => {
        loaded = module.default;
        return module;
      },
    );
    return loading;
  };
  const Live = lazy(preload) as unknown as ComponentType<Props>;

  function HydrationIsland(props: Props): ReactNode {
    const isBrowser = useIsBrowser();
    // Docusaurus's isBrowser is false during hydration only: a render in the browser with it
    // false is the hydration of the server's markup.
    const [hydratedProps] = useState(() =>
      ExecutionEnvironment.canUseDOM && !isBrowser ? props : undefined,
    );
    const [live, setLive] = useState(false);
    const island = useRef<HTMLDivElement>(null);
    const serverHtml = useRef('');
    const afterLive = useRef<((liveRoot: HTMLElement) => void) | undefined>(undefined);
    const liveRoot = useRef<HTMLDivElement>(null);
    const isStatic = !live && hydratedProps !== undefined && sameProps(hydratedProps, props);

    useLayoutEffect(() => {
      // Hydration keeps the server's attributes; an island without the server's marker was
      // rendered anew by React (after a hydration error elsewhere), so it has no markup to keep.
      if (isStatic && (!island.current?.hasAttribute(serverMarker) || liveAtOnce?.())) {
        setLive(true);
      }
    }, [isStatic]);
    useEffect(() => {
      if (!isStatic || !liveWhen) return undefined;
      const goLive: GoLive = (after) => {
        afterLive.current = after;
        setLive(true);
      };
      return liveWhen(island, goLive, preload);
    }, [isStatic]);
    const runAfterLive = () => {
      const after = afterLive.current;
      afterLive.current = undefined;
      // React attaches the live <div>'s ref after its children's layout effects: once the
      // commit is over.
      if (after) queueMicrotask(() => liveRoot.current && after(liveRoot.current));
    };

    if (!ExecutionEnvironment.canUseDOM) {
      if (!Server) {
        throw new Error(
          '[openapi-reference] a hydration island has no server component: import it when process.env.OPENAPI_REFERENCE_SERVER_BUNDLE is true (plugins/openapi-reference/index.ts defines it).',
        );
      }
      return (
        <div className={className} {...{[serverMarker]: ''}}>
          <Server {...props} />
        </div>
      );
    }
    if (isStatic) {
      return (
        <div
          key="static"
          ref={island}
          className={className}
          dangerouslySetInnerHTML={{__html: ''}}
          suppressHydrationWarning
        />
      );
    }
    if (loaded) {
      const Loaded = loaded;
      return (
        <div key="live" ref={liveRoot} className={className}>
          <Loaded {...props} />
          <AfterCommit run={runAfterLive} />
        </div>
      );
    }
    // Leaving the static markup: it stays on screen until the component's code has loaded.
    if (!serverHtml.current && island.current) serverHtml.current = island.current.innerHTML;
    return (
      <div key="live" ref={liveRoot} className={className}>
        <Suspense
          fallback={
            <div className={className} dangerouslySetInnerHTML={{__html: serverHtml.current}} />
          }>
          <Live {...props} />
          <AfterCommit run={runAfterLive} />
        </Suspense>
      </div>
    );
  }
  return Object.assign(HydrationIsland, {preload});
}

/** Calls `run` once its siblings' markup is in the document (after a Suspense fallback, if any). */
function AfterCommit({run}: {run: () => void}): null {
  useLayoutEffect(run, []);
  return null;
}

/**
 * `liveWhen` for an island that renders for real once any of it is on screen. The elements in
 * the island are observed, since an island styled `display: contents` has no box of its own.
 */
export function whenVisible(
  island: RefObject<HTMLDivElement | null>,
  goLive: () => void,
): () => void {
  const element = island.current;
  if (!element || typeof IntersectionObserver === 'undefined') return () => undefined;
  const observer = new IntersectionObserver((entries) => {
    if (entries.some((entry) => entry.isIntersecting)) {
      observer.disconnect();
      goLive();
    }
  });
  for (const child of element.children.length ? Array.from(element.children) : [element]) {
    observer.observe(child);
  }
  return () => observer.disconnect();
}
