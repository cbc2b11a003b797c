/** hover tool: Move the mouse over an element or a point. */
import { pointerTool } from './pointer.ts';

export const hover = pointerTool('hover', 'Move the mouse over an element or a point (opens hover menus and tooltips).');
