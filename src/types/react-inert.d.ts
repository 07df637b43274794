// React 18 does not know the `inert` attribute: a boolean would be dropped (with a warning), an empty string
// renders `inert=""`. (React 19 knows it and reads '' as false: moving to 19 means passing a boolean again.)
import 'react';

declare module 'react' {
  interface HTMLAttributes<T> {
    inert?: '' | undefined;
  }
}
