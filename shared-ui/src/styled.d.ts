// Types `props.theme` in every styled component of every package that imports the kit.
import 'styled-components';
import type { Theme } from './theme';

declare module 'styled-components' {
  export interface DefaultTheme extends Theme {}
}
