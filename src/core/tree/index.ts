export { inTreeOrder, selfAndBelow, type Placed, type TreeNode } from './tree-order';
