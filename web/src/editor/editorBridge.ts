import type { Mentionable } from "./menuSources";

interface BridgeHandlers {
  people: readonly Mentionable[];
  onChange?: ((html: string, empty: boolean) => void) | undefined;
  onSubmit?: (() => void) | undefined;
  onImages: (files: File[]) => void;
  editLink: () => void;
  pickImage: () => void;
}

/**
 * What the editor's extensions call back into: built once per editor while the props and callbacks they
 * reach change with every render, so they read the latest through this object (updated after render).
 */
export class EditorBridge {
  private handlers: BridgeHandlers = { people: [], onImages: () => {}, editLink: () => {}, pickImage: () => {} };

  update(next: Partial<BridgeHandlers>): void {
    this.handlers = { ...this.handlers, ...next };
  }

  people = (): readonly Mentionable[] => this.handlers.people;
  changed = (html: string, empty: boolean): void => this.handlers.onChange?.(html, empty);
  /** True when the editor has a submit action (Mod+Enter was taken). */
  submit = (): boolean => {
    if (!this.handlers.onSubmit) return false;
    this.handlers.onSubmit();
    return true;
  };
  images = (files: File[]): void => this.handlers.onImages(files);
  editLink = (): void => this.handlers.editLink();
  pickImage = (): void => this.handlers.pickImage();
}
