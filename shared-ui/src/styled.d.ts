// Types `props.theme` in every styled component. Each themed module of the kit does
// `import type {} from './styled'`, so the augmentation reaches every program that imports the kit
// (a consumer's tsconfig need not list this file).
import 'styled-components';
import type { Theme } from './theme';

declare module 'styled-components' {
  export interface DefaultTheme extends Theme {}
}
