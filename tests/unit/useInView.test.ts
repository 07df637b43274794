/**
 * src/hooks/useInView.ts is the site's one IntersectionObserver maker: one observer per root margin, shared by every
 * element watched with it. A stand-in observer records what the browser would be asked.
 */
import {observe} from '@site/src/hooks/useInView';

type Callback = (entries: {target: object; isIntersecting: boolean; intersectionRatio: number}[]) => void;
const made: FakeObserver[] = [];
class FakeObserver {
  watched = new Set<object>();
  disconnected = false;
  constructor(
    public callback: Callback,
    public options: {rootMargin: string; threshold: number},
  ) {
    made.push(this);
  }
  observe(element: object) {
    this.watched.add(element);
  }
  unobserve(element: object) {
    this.watched.delete(element);
  }
  disconnect() {
    this.disconnected = true;
    this.watched.clear();
  }
  report(element: object, isIntersecting: boolean, intersectionRatio = isIntersecting ? 1 : 0) {
    this.callback([{target: element, isIntersecting, intersectionRatio}]);
  }
}

beforeEach(() => {
  made.length = 0;
  (globalThis as unknown as {IntersectionObserver: unknown}).IntersectionObserver = FakeObserver;
});

test('elements watched with one margin share one observer; another margin gets its own', () => {
  const [a, b, c] = [{}, {}, {}] as Element[];
  const seen: string[] = [];
  const stops = [
    observe(a, '100% 0px', (near) => seen.push(`a ${near}`)),
    observe(b, '100% 0px', (near) => seen.push(`b ${near}`)),
    observe(c, '0px', (near) => seen.push(`c ${near}`)),
  ];
  expect(made.map((observer) => observer.options.rootMargin)).toEqual(['100% 0px', '0px']);
  made[0].report(b, true);
  made[1].report(c, false);
  expect(seen).toEqual(['b true', 'c false']);
  for (const stop of stops) stop();
  expect(made.every((observer) => observer.disconnected)).toBe(true);
});

test('a second listener on a watched element is answered too, and stopping one leaves the other', () => {
  const element = {} as Element;
  const first: boolean[] = [];
  const second: boolean[] = [];
  const stopFirst = observe(element, '0px', (near) => first.push(near));
  observe(element, '0px', (near) => second.push(near));
  // Observed afresh: the browser reports the element again, to both.
  expect(made[0].watched.has(element)).toBe(true);
  made[0].report(element, true);
  stopFirst();
  stopFirst();
  made[0].report(element, false);
  expect(first).toEqual([true]);
  expect(second).toEqual([true, false]);
  expect(made[0].disconnected).toBe(false);
});

test('a share asks for that much of the element on screen, with an observer of its own', () => {
  const element = {} as Element;
  const half: boolean[] = [];
  const any: boolean[] = [];
  const stops = [observe(element, '10px', (seen) => half.push(seen), 0.5), observe(element, '10px', (seen) => any.push(seen))];
  expect(made.map(({options}) => options.threshold)).toEqual([0.5, 0]);
  made[0]!.report(element, true, 0.3);
  made[0]!.report(element, true, 0.5);
  made[1]!.report(element, true, 0.3);
  expect(half).toEqual([false, true]);
  expect(any).toEqual([true]);
  for (const stop of stops) stop();
});
