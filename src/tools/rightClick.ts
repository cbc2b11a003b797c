/** rightClick tool: Right-click an element or a point. */
import { pointerTool } from './pointer.ts';

export const rightClick = pointerTool('rightClick', 'Right-click (context click) an element or a point.');
