export { inTreeOrder, selfAndBelow, treeBranches, type Branch, type Placed, type TreeNode } from './tree-order';
