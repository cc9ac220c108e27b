import { Extension, type Editor, type Range } from "@tiptap/core";
import { PluginKey } from "@tiptap/pm/state";
import { Suggestion, type SuggestionKeyDownProps, type SuggestionProps } from "@tiptap/suggestion";

/** One choice of a menu opened by typing a trigger ("/" for blocks, "@" for people and work items). */
export interface MenuItem {
  id: string;
  label: string;
  /** A second line or a group name: "Person", "Work item", a shortcut. */
  hint?: string;
  select(editor: Editor, range: Range): void;
}

export interface MenuState {
  /** The trigger's name, for the list's accessible name. */
  title: string;
  items: MenuItem[];
  active: number;
  loading: boolean;
  /** Where the typed trigger is on screen; the list opens under it. */
  rect: DOMRect | null;
}

/** Where typed triggers open menus, and what each menu lists for the text typed after its trigger. */
export interface MenuSource {
  char: string;
  title: string;
  items(query: string, signal: AbortSignal): MenuItem[] | Promise<MenuItem[]>;
}

/**
 * The open menu as a tiny external store: the Suggestion plugin writes it (ProseMirror owns the keys while
 * it is open), React reads it with useSyncExternalStore, so the list renders as ordinary React.
 */
export class MenuController {
  private state: MenuState | null = null;
  private pick: ((item: MenuItem) => void) | null = null;
  private readonly listeners = new Set<() => void>();

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  snapshot = () => this.state;

  choose(index: number): void {
    const item = this.state?.items[index];
    if (item && this.pick) this.pick(item);
  }

  private set(next: MenuState | null): void {
    this.state = next;
    for (const listener of this.listeners) listener();
  }

  private show(title: string, props: SuggestionProps<MenuItem, MenuItem>): void {
    const active = this.state && this.state.title === title ? Math.min(this.state.active, Math.max(props.items.length - 1, 0)) : 0;
    this.pick = props.command;
    this.set({ title, items: props.items, active, loading: props.loading, rect: props.clientRect?.() ?? null });
  }

  private keyDown({ event }: SuggestionKeyDownProps): boolean {
    const state = this.state;
    if (!state) return false;
    const count = state.items.length;
    if (event.key === "Escape") {
      this.set(null);
      return true;
    }
    if (count === 0) return false;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      const step = event.key === "ArrowDown" ? 1 : -1;
      this.set({ ...state, active: (state.active + step + count) % count });
      return true;
    }
    if (event.key === "Enter" || event.key === "Tab") {
      this.choose(state.active);
      return true;
    }
    return false;
  }

  renderer(title: string) {
    return () => ({
      onStart: (props: SuggestionProps<MenuItem, MenuItem>) => this.show(title, props),
      onUpdate: (props: SuggestionProps<MenuItem, MenuItem>) => this.show(title, props),
      onKeyDown: (props: SuggestionKeyDownProps) => this.keyDown(props),
      onExit: () => {
        this.pick = null;
        this.set(null);
      },
    });
  }
}

/** The Suggestion plugins of every menu source, as one extension of the browser editor. */
export function suggestionMenus(controller: MenuController, sources: readonly MenuSource[]): Extension {
  return Extension.create({
    name: "suggestionMenus",
    addProseMirrorPlugins() {
      return sources.map((source) =>
        Suggestion<MenuItem, MenuItem>({
          editor: this.editor,
          char: source.char,
          pluginKey: new PluginKey(`menu:${source.char}`),
          items: ({ query, signal }) => source.items(query, signal),
          command: ({ editor, range, props }) => props.select(editor, range),
          render: controller.renderer(source.title),
        }),
      );
    },
  });
}
