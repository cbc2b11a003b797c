/** Words a target description uses for element kinds, places and order, in English and Chinese. Pure data. */

/** ARIA roles Playwright's getByRole accepts that the heuristics use. */
export type RoleName =
  | 'button' | 'link' | 'textbox' | 'searchbox' | 'spinbutton' | 'checkbox' | 'radio' | 'switch' | 'combobox'
  | 'listbox' | 'option' | 'tab' | 'tabpanel' | 'menu' | 'menubar' | 'menuitem' | 'menuitemcheckbox' | 'heading' | 'img'
  | 'row' | 'cell' | 'gridcell' | 'columnheader' | 'dialog' | 'alertdialog' | 'listitem' | 'list' | 'table'
  | 'form' | 'region' | 'navigation' | 'banner' | 'contentinfo' | 'main' | 'complementary' | 'slider'
  | 'progressbar' | 'alert' | 'status' | 'article' | 'group' | 'radiogroup' | 'tooltip' | 'treeitem' | 'toolbar' | 'tablist';

export interface RoleWord {
  roles: RoleName[];
  /** The word names a small graphic (an icon): match by accessible name, title or attribute tokens. */
  icon?: boolean;
  /** A kind only after a name ("the Department filter"); said alone ("the filter") it is the name. */
  afterName?: boolean;
}

/** Longest phrases first when matching; keys are lower case. */
export const ROLE_WORDS: Record<string, RoleWord> = {
  'button': { roles: ['button'] }, 'btn': { roles: ['button'] },
  'link': { roles: ['link'] }, 'hyperlink': { roles: ['link'] },
  'text field': { roles: ['textbox', 'searchbox', 'spinbutton', 'combobox'] },
  'input field': { roles: ['textbox', 'searchbox', 'spinbutton', 'combobox'] },
  'field': { roles: ['textbox', 'searchbox', 'spinbutton', 'combobox'] },
  'input': { roles: ['textbox', 'searchbox', 'spinbutton', 'combobox'] },
  'textbox': { roles: ['textbox', 'searchbox'] }, 'text box': { roles: ['textbox', 'searchbox'] },
  'textarea': { roles: ['textbox'] }, 'text area': { roles: ['textbox'] },
  'search box': { roles: ['searchbox', 'textbox', 'combobox'] }, 'searchbox': { roles: ['searchbox', 'textbox', 'combobox'] },
  'box': { roles: ['textbox', 'searchbox', 'spinbutton', 'combobox'] },
  'checkbox': { roles: ['checkbox', 'switch', 'menuitemcheckbox'] }, 'check box': { roles: ['checkbox', 'switch'] },
  'toggle': { roles: ['switch', 'checkbox', 'button'] }, 'switch': { roles: ['switch', 'checkbox'] },
  'radio button': { roles: ['radio'] }, 'radio': { roles: ['radio'] },
  'dropdown': { roles: ['combobox', 'listbox', 'button'] }, 'drop-down': { roles: ['combobox', 'listbox', 'button'] },
  'dropdown menu': { roles: ['combobox', 'listbox', 'button'] }, 'drop-down menu': { roles: ['combobox', 'listbox', 'button'] },
  'dropdown list': { roles: ['combobox', 'listbox', 'button'] }, 'drop-down list': { roles: ['combobox', 'listbox', 'button'] },
  'select box': { roles: ['combobox', 'listbox'] }, 'select menu': { roles: ['combobox', 'listbox'] }, 'selection box': { roles: ['combobox', 'listbox'] },
  'input box': { roles: ['textbox', 'searchbox', 'spinbutton', 'combobox'] }, 'text input': { roles: ['textbox', 'searchbox', 'spinbutton', 'combobox'] },
  'search field': { roles: ['searchbox', 'textbox', 'combobox'] }, 'search input': { roles: ['searchbox', 'textbox', 'combobox'] }, 'search bar': { roles: ['searchbox', 'textbox', 'combobox'] },
  'toggle switch': { roles: ['switch', 'checkbox'] }, 'check-box': { roles: ['checkbox', 'switch'] },
  'menu button': { roles: ['button'] }, 'nav link': { roles: ['link'] }, 'navigation link': { roles: ['link'] }, 'text link': { roles: ['link'] },
  'select': { roles: ['combobox', 'listbox'] }, 'combobox': { roles: ['combobox'] }, 'combo box': { roles: ['combobox'] },
  'listbox': { roles: ['listbox'] }, 'list box': { roles: ['listbox'] }, 'picker': { roles: ['combobox', 'listbox', 'button'] },
  'tab': { roles: ['tab'] }, 'menu item': { roles: ['menuitem', 'menuitemcheckbox'] }, 'menuitem': { roles: ['menuitem'] },
  'menu': { roles: ['menu', 'menubar'] }, 'option': { roles: ['option'] },
  'icon': { roles: ['button', 'link', 'img'], icon: true },
  'icon button': { roles: ['button'], icon: true }, 'icon link': { roles: ['link'], icon: true },
  'heading': { roles: ['heading'] }, 'title': { roles: ['heading'] }, 'header': { roles: ['heading', 'columnheader'] },
  'image': { roles: ['img'] }, 'picture': { roles: ['img'] }, 'logo': { roles: ['img', 'link'] },
  'row': { roles: ['row'] }, 'cell': { roles: ['cell', 'gridcell'] }, 'column header': { roles: ['columnheader'] }, 'column heading': { roles: ['columnheader'] },
  'dialog': { roles: ['dialog', 'alertdialog'] }, 'modal': { roles: ['dialog', 'alertdialog'] }, 'popup': { roles: ['dialog', 'alertdialog'] },
  // A dialog by what it asks: the role is the same (a title says which one).
  'confirmation dialog': { roles: ['dialog', 'alertdialog'] }, 'confirm dialog': { roles: ['dialog', 'alertdialog'] }, 'modal dialog': { roles: ['dialog', 'alertdialog'] },
  'confirmation modal': { roles: ['dialog', 'alertdialog'] }, 'dialog box': { roles: ['dialog', 'alertdialog'] }, 'pop-up': { roles: ['dialog', 'alertdialog'] },
  'list item': { roles: ['listitem'] }, 'item': { roles: ['listitem', 'option', 'menuitem'] },
  'list': { roles: ['list'] }, 'table': { roles: ['table'] }, 'form': { roles: ['form'] },
  'slider': { roles: ['slider'] }, 'progress bar': { roles: ['progressbar'] },
  'alert': { roles: ['alert', 'status'] }, 'message': { roles: ['alert', 'status'] },
  // Not 'toast': an app names its toast element so (a class, a test id), and `<output>` is a status too.
  'notification': { roles: ['alert', 'status'] }, 'snackbar': { roles: ['alert', 'status'] },
  'tooltip': { roles: ['tooltip'] }, 'navigation': { roles: ['navigation'] }, 'nav': { roles: ['navigation'] },
  // "the Department filter": a control that narrows a list, by its name; a select, a search box, a chip.
  'filter': { roles: ['combobox', 'listbox', 'searchbox', 'textbox', 'checkbox', 'radio', 'button', 'switch'], afterName: true },
  // "the 11:00 slot": a time among many alike, a button or an option.
  'slot': { roles: ['button', 'option', 'radio', 'gridcell'] }, 'time slot': { roles: ['button', 'option', 'radio', 'gridcell'] },
  'toolbar': { roles: ['toolbar'] }, 'tab list': { roles: ['tablist'] }, 'tablist': { roles: ['tablist'] }, 'section': { roles: ['region'] }, 'region': { roles: ['region'] },
  // Chinese
  '按钮': { roles: ['button'] }, '按键': { roles: ['button'] }, '链接': { roles: ['link'] }, '超链接': { roles: ['link'] },
  '输入框': { roles: ['textbox', 'searchbox', 'spinbutton', 'combobox'] }, '文本框': { roles: ['textbox', 'searchbox'] },
  '输入栏': { roles: ['textbox', 'searchbox'] }, '搜索框': { roles: ['searchbox', 'textbox', 'combobox'] },
  '字段': { roles: ['textbox', 'searchbox', 'spinbutton', 'combobox'] }, '文本域': { roles: ['textbox'] },
  '复选框': { roles: ['checkbox', 'switch'] }, '勾选框': { roles: ['checkbox', 'switch'] }, '开关': { roles: ['switch', 'checkbox'] },
  '单选框': { roles: ['radio'] }, '单选按钮': { roles: ['radio'] }, '单选项': { roles: ['radio'] },
  '下拉框': { roles: ['combobox', 'listbox', 'button'] }, '下拉菜单': { roles: ['combobox', 'listbox', 'button'] },
  '下拉列表': { roles: ['combobox', 'listbox'] }, '选择框': { roles: ['combobox', 'listbox'] },
  '标签页': { roles: ['tab'] }, '选项卡': { roles: ['tab'] }, '菜单项': { roles: ['menuitem'] }, '菜单': { roles: ['menu'] },
  '选项': { roles: ['option'] }, '图标': { roles: ['button', 'link', 'img'], icon: true },
  '标题': { roles: ['heading'] }, '图片': { roles: ['img'] }, '图像': { roles: ['img'] },
  '行': { roles: ['row'] }, '单元格': { roles: ['cell', 'gridcell'] }, '对话框': { roles: ['dialog', 'alertdialog'] },
  '弹窗': { roles: ['dialog', 'alertdialog'] }, '弹框': { roles: ['dialog', 'alertdialog'] }, '确认框': { roles: ['dialog', 'alertdialog'] }, '列表项': { roles: ['listitem'] }, '列表': { roles: ['list'] },
  '表格': { roles: ['table'] }, '表单': { roles: ['form'] }, '导航': { roles: ['navigation'] }, '分页': { roles: ['navigation'] }, '提示': { roles: ['alert', 'status', 'tooltip'] }, '通知': { roles: ['alert', 'status'] },
};

/** Named page regions ("in the header", "在页脚中"): CSS that matches them by element or landmark role. */
export const REGION_WORDS: Record<string, string> = {
  'header': 'header, [role="banner"]', 'page header': 'header, [role="banner"]', 'top bar': 'header, [role="banner"]',
  'footer': 'footer, [role="contentinfo"]', 'nav': 'nav, [role="navigation"]', 'navigation': 'nav, [role="navigation"]',
  'navbar': 'nav, [role="navigation"]', 'menu bar': 'nav, [role="navigation"], [role="menubar"]',
  'sidebar': 'aside, [role="complementary"]', 'main content': 'main, [role="main"]', 'main': 'main, [role="main"]',
  'dialog': 'dialog[open], [role="dialog"], [role="alertdialog"]', 'modal': 'dialog[open], [role="dialog"], [role="alertdialog"]',
  'form': 'form, [role="form"]', 'table': 'table, [role="table"], [role="grid"]',
  '页头': 'header, [role="banner"]', '页眉': 'header, [role="banner"]', '顶部': 'header, [role="banner"]',
  '页脚': 'footer, [role="contentinfo"]', '底部': 'footer, [role="contentinfo"]', '导航栏': 'nav, [role="navigation"]',
  '导航': 'nav, [role="navigation"]', '侧边栏': 'aside, [role="complementary"]', '主内容': 'main, [role="main"]',
  '对话框': 'dialog[open], [role="dialog"], [role="alertdialog"]', '弹窗': 'dialog[open], [role="dialog"], [role="alertdialog"]',
  '弹框': 'dialog[open], [role="dialog"], [role="alertdialog"]', '确认框': 'dialog[open], [role="dialog"], [role="alertdialog"]',
  '表单': 'form, [role="form"]', '表格': 'table, [role="table"], [role="grid"]',
  // The same regions as others say them.
  'top navigation': 'nav, [role="navigation"]', 'top nav': 'nav, [role="navigation"]', 'main navigation': 'nav, [role="navigation"]',
  'main nav': 'nav, [role="navigation"]', 'navigation bar': 'nav, [role="navigation"]', 'nav bar': 'nav, [role="navigation"]',
  'site navigation': 'nav, [role="navigation"]', 'side bar': 'aside, [role="complementary"]', 'site header': 'header, [role="banner"]',
  'site footer': 'footer, [role="contentinfo"]', 'page footer': 'footer, [role="contentinfo"]',
  '顶部导航': 'nav, [role="navigation"]', '顶部导航栏': 'nav, [role="navigation"]', '主导航': 'nav, [role="navigation"]',
  '确认弹窗': 'dialog[open], [role="dialog"], [role="alertdialog"]',
  '确认对话框': 'dialog[open], [role="dialog"], [role="alertdialog"]', '弹出框': 'dialog[open], [role="dialog"], [role="alertdialog"]',
};

export const ENGLISH_ORDINALS: Record<string, number> = {
  first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9, tenth: 10,
};

export const CHINESE_NUMBERS: Record<string, number> = {
  一: 1, 二: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9, 十: 10,
};

/** Words that carry no meaning in a target description. */
export const ENGLISH_FILLER = new Set(['the', 'a', 'an', 'on', 'at', 'to', 'into', 'onto', 'from', 'this', 'that', 'labeled', 'labelled', 'named', 'called', 'titled', 'with', 'saying', 'containing', 'element']);

/** Words that say "some container" in a scope ("in the Backpack card"); they add nothing to find it. */
export const CONTAINER_WORDS = new Set(['card', 'tile', 'panel', 'block', 'area', 'container', 'box', 'product', 'entry', 'group', 'widget', 'line', '卡片', '区域', '面板', '模块', '商品', '条目']);
export const CHINESE_FILLER = ['该', '这个', '那个', '此', '名为', '叫做', '标有', '上的', '里的', '中的', '的'];
