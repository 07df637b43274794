type Listener = [target: EventTarget, type: string, handler: EventListener, options?: AddEventListenerOptions];

/** Adds the listeners and returns the function that removes them all: an effect's cleanup. */
export function listen(listeners: readonly Listener[]): () => void {
  for (const [target, type, handler, options] of listeners) {
    target.addEventListener(type, handler, options);
  }
  return () => {
    for (const [target, type, handler] of listeners) {
      target.removeEventListener(type, handler);
    }
  };
}
