/** Stands in for core's base URL issue banner in the browser bundle while the configuration turns it off. */
export default function NoBanner(): null {
  return null;
}
