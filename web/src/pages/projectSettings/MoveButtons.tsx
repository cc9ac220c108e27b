import { useId } from "react";
import { Button } from "../../components/Button";

interface Props {
  /** The moved thing's name, for the buttons' accessible names. */
  name: string;
  canMoveUp: boolean;
  canMoveDown: boolean;
  onMove: (direction: -1 | 1) => void;
}

/** Up and down buttons: the keyboard way to reorder a list, keeping focus on the moved row. */
export function MoveButtons({ name, canMoveUp, canMoveDown, onMove }: Props) {
  const id = useId();
  const move = (direction: -1 | 1) => {
    onMove(direction);
    // Reordering may move this row's element, which drops focus; give it back once the list has settled.
    requestAnimationFrame(() => {
      const same = document.getElementById(`${id}-${direction}`) as HTMLButtonElement | null;
      const other = document.getElementById(`${id}-${-direction}`) as HTMLButtonElement | null;
      (same && !same.disabled ? same : other)?.focus();
    });
  };
  return (
    <span className="project-settings__move">
      <Button id={`${id}--1`} variant="ghost" disabled={!canMoveUp} aria-label={`Move ${name} up`} title="Move up" onClick={() => move(-1)}>
        <span aria-hidden="true">↑</span>
      </Button>
      <Button id={`${id}-1`} variant="ghost" disabled={!canMoveDown} aria-label={`Move ${name} down`} title="Move down" onClick={() => move(1)}>
        <span aria-hidden="true">↓</span>
      </Button>
    </span>
  );
}
