/** click tool: Click an element. Waits for it to be visible, stable and enabled. */
import { pointerTool } from './pointer.ts';

export const click = pointerTool('click', 'Click an element (by target description, selector, ref or index) or a point (x, y). Waits for it to be visible, stable and enabled.');
