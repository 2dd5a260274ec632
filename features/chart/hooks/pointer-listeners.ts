/** What a drag on the chart listens to on its container. */
export interface PointerHandlers {
  down: (event: PointerEvent) => void;
  move: (event: PointerEvent) => void;
  up: (event: PointerEvent) => void;
  cancel: (event: PointerEvent) => void;
}

/**
 * Adds a drag's pointer handlers to the chart's container, the press in the capture phase: ahead
 * of the chart's own handlers, which would start a scroll otherwise (and, for the drawings, ahead
 * of the order lines' drag). Returns what removes them and gives the cursor back.
 */
export function listenToPointer(container: HTMLElement, handlers: PointerHandlers): () => void {
  container.addEventListener('pointerdown', handlers.down, true);
  container.addEventListener('pointermove', handlers.move);
  container.addEventListener('pointerup', handlers.up);
  container.addEventListener('pointercancel', handlers.cancel);
  return () => {
    container.removeEventListener('pointerdown', handlers.down, true);
    container.removeEventListener('pointermove', handlers.move);
    container.removeEventListener('pointerup', handlers.up);
    container.removeEventListener('pointercancel', handlers.cancel);
    container.style.cursor = '';
  };
}
