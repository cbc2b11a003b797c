/** The step grammar, table-driven: English and Chinese sentences → exact StepPlans, and sentences that must not parse. */
import { expect, test } from '@playwright/test';
import { MAX_SENTENCE_LENGTH, planStep } from '../../src/steps/grammar.ts';
import { FORM_EXAMPLES } from '../../src/steps/suggest.ts';
import type { StepPlan } from '../../src/steps/plan.ts';

const PARSES: Array<[string, StepPlan[]]> = [
  ['Open /shop', [{ action: 'navigate', url: '/shop' }]],
  ['Open https://example.com/login', [{ action: 'navigate', url: 'https://example.com/login' }]],
  ['Go to https://shop.example.com', [{ action: 'navigate', url: 'https://shop.example.com' }]],
  ['Goto /cart', [{ action: 'navigate', url: '/cart' }]],
  ['Navigate to /login', [{ action: 'navigate', url: '/login' }]],
  ['Visit example.com', [{ action: 'navigate', url: 'example.com' }]],
  ['Open the login page at /login', [{ action: 'navigate', url: '/login' }]],
  ['Go to the URL "https://example.com/a b"', [{ action: 'navigate', url: 'https://example.com/a b' }]],
  ['Open ${vars.baseUrl}/shop', [{ action: 'navigate', url: '${vars.baseUrl}/shop' }]],
  ['Navigate to http://localhost:3000/#/home', [{ action: 'navigate', url: 'http://localhost:3000/#/home' }]],
  // Other schemes stay navigations, which the navigate tool refuses, never clicks on an element named so.
  ['Open "javascript:alert(document.cookie)"', [{ action: 'navigate', url: 'javascript:alert(document.cookie)' }]],
  ['Open javascript:void0', [{ action: 'navigate', url: 'javascript:void0' }]],
  ['Go to "data:text/html,<b>x</b>"', [{ action: 'navigate', url: 'data:text/html,<b>x</b>' }]],
  ['Open file:///tmp/report.html', [{ action: 'navigate', url: 'file:///tmp/report.html' }]],
  ['打开 "javascript:alert(1)"', [{ action: 'navigate', url: 'javascript:alert(1)' }]],
  ['打开 /shop', [{ action: 'navigate', url: '/shop' }]],
  // A page's tab by its quoted name (a browser tab is switched to by order, or as the new one).
  ['切换到"评价"标签', [{ action: 'click', target: '"评价"标签页' }]],
  ['打开"商家"标签页', [{ action: 'click', target: '"商家"标签页' }]],
  // Full-width quotes, as Chinese text is written, read as the straight ones do.
  ['切换到“已选课程”标签页', [{ action: 'click', target: '“已选课程”标签页' }]],
  ['打开『设置』选项卡', [{ action: 'click', target: '『设置』标签页' }]],
  // A kind of container or a region said first, alone: everything the rest names is looked for in it.
  ['在确认框中点击“取消”', [{ action: 'click', target: '“取消” in 确认框' }]],
  ['在对话框中点击"保存"按钮', [{ action: 'click', target: '"保存"按钮 in 对话框' }]],
  ['在页脚中点击"关于我们"', [{ action: 'click', target: '"关于我们" in 页脚' }]],
  ['在该对话框中验证显示"已保存"', [{ action: 'assertTextPresent', text: '已保存', target: '对话框' }]],
  // The row of a name said unquoted: 李娜那一行, 在 BX-2024-0311 这一行.
  ['点击李娜那一行的"通过"按钮', [{ action: 'click', target: '李娜那一行的"通过"按钮' }]],
  ['点击李娜的"通过"按钮', [{ action: 'click', target: '李娜的"通过"按钮' }]],
  ['点击 BX-2024-0312 的"查看"', [{ action: 'click', target: 'BX-2024-0312 的"查看"' }]],
  ['在 BX-2024-0311 这一行点击"通过"', [{ action: 'click', target: '"通过" in BX-2024-0311这一行' }]],
  ['进入「设置」选项卡', [{ action: 'click', target: '「设置」标签页' }]],
  ['访问 https://example.com', [{ action: 'navigate', url: 'https://example.com' }]],
  ['进入 /settings', [{ action: 'navigate', url: '/settings' }]],
  ['跳转到 /cart', [{ action: 'navigate', url: '/cart' }]],
  ['Go back', [{ action: 'goBack' }]],
  ['Navigate back', [{ action: 'goBack' }]],
  ['Go back to the previous page', [{ action: 'goBack' }]],
  ['Go forward', [{ action: 'goForward' }]],
  ['Reload the page', [{ action: 'refresh' }]],
  ['Refresh the page', [{ action: 'refresh' }]],
  ['Refresh', [{ action: 'refresh' }]],
  ['返回', [{ action: 'goBack' }]],
  ['后退', [{ action: 'goBack' }]],
  ['返回上一页', [{ action: 'goBack' }]],
  ['前进', [{ action: 'goForward' }]],
  ['刷新页面', [{ action: 'refresh' }]],
  ['重新加载页面', [{ action: 'refresh' }]],
  ['Click the "Login" button', [{ action: 'click', target: '"Login" button' }]],
  ['Click on Login', [{ action: 'click', target: 'Login' }]],
  ['Click "Add to cart" for "Backpack"', [{ action: 'click', target: '"Add to cart" for "Backpack"' }]],
  ['Click `css:#submit`', [{ action: 'click', target: 'css:#submit' }]],
  ['Click role:button[name="Save"]', [{ action: 'click', target: 'role:button[name="Save"]' }]],
  ['Click testid:checkout', [{ action: 'click', target: 'testid:checkout' }]],
  ['Press the Login button', [{ action: 'click', target: 'Login button' }]],
  ['Tap "Login"', [{ action: 'click', target: '"Login"' }]],
  ['Tap on the menu icon', [{ action: 'click', target: 'menu icon' }]],
  ['Select the first product', [{ action: 'click', target: 'first product' }]],
  ['Click the "Terms and Conditions" link', [{ action: 'click', target: '"Terms and Conditions" link' }]],
  ['Click Save and Continue', [{ action: 'click', target: 'Save and Continue' }]],
  ['I click the "Save" button', [{ action: 'click', target: '"Save" button' }]],
  ['The user clicks "Save"', [{ action: 'click', target: '"Save"' }]],
  ['When I click "Next"', [{ action: 'click', target: '"Next"' }]],
  ['Click the user\'s avatar', [{ action: 'click', target: 'user\'s avatar' }]],
  ['点击 "登录" 按钮', [{ action: 'click', target: '"登录" 按钮' }]],
  ['点击登录', [{ action: 'click', target: '登录' }]],
  ['点击“提交”按钮', [{ action: 'click', target: '“提交”按钮' }]],
  ['单击提交', [{ action: 'click', target: '提交' }]],
  ['点一下 "确定"', [{ action: 'click', target: '"确定"' }]],
  ['Double-click "Row 1"', [{ action: 'dblclick', target: '"Row 1"' }]],
  ['Double click on the file name', [{ action: 'dblclick', target: 'file name' }]],
  ['Doubleclick the title', [{ action: 'dblclick', target: 'title' }]],
  ['Right-click "File"', [{ action: 'rightClick', target: '"File"' }]],
  ['Right click on the file', [{ action: 'rightClick', target: 'file' }]],
  ['Context-click the row', [{ action: 'rightClick', target: 'row' }]],
  ['Shift+click "Item 3"', [{ action: 'click', target: '"Item 3"', modifiers: ["Shift"] }]],
  ['Ctrl-click the "Docs" link', [{ action: 'click', target: '"Docs" link', modifiers: ["Control"] }]],
  ['双击 "第一行"', [{ action: 'dblclick', target: '"第一行"' }]],
  ['右键点击 "文件"', [{ action: 'rightClick', target: '"文件"' }]],
  ['右击 图片', [{ action: 'rightClick', target: '图片' }]],
  ['Hover over the "Account" menu', [{ action: 'hover', target: '"Account" menu' }]],
  ['Hover "Products"', [{ action: 'hover', target: '"Products"' }]],
  ['Mouse over the avatar', [{ action: 'hover', target: 'avatar' }]],
  ['Move the mouse over the "Help" icon', [{ action: 'hover', target: '"Help" icon' }]],
  ['鼠标悬停在 "账户" 上', [{ action: 'hover', target: '"账户"' }]],
  ['悬停在头像上', [{ action: 'hover', target: '头像' }]],
  ['Fill "Email" with "a@b.c"', [{ action: 'fill', target: '"Email"', value: 'a@b.c' }]],
  ['Fill in "Email" with "a@b.c"', [{ action: 'fill', target: '"Email"', value: 'a@b.c' }]],
  ['Fill the username field with standard_user', [{ action: 'fill', target: 'username field', value: 'standard_user' }]],
  ['Fill the "Password" field with ${env.PASSWORD}', [{ action: 'fill', target: '"Password" field', value: '${env.PASSWORD}' }]],
  ['Enter "a@b.c" in the Email field', [{ action: 'fill', target: 'Email field', value: 'a@b.c' }]],
  ['Enter a@b.c into the email input', [{ action: 'fill', target: 'email input', value: 'a@b.c' }]],
  ['Type "x" into the search box', [{ action: 'fill', target: 'search box', value: 'x' }]],
  ['Type "laptop" in the "Search" field', [{ action: 'fill', target: '"Search" field', value: 'laptop' }]],
  ['Set the Email field to "a@b.c"', [{ action: 'fill', target: 'Email field', value: 'a@b.c' }]],
  ['Set the quantity field to "3"', [{ action: 'fill', target: 'quantity field', value: '3' }]],
  ['Enter username as standard_user', [{ action: 'fill', target: 'username', value: 'standard_user' }]],
  // Ticking is only ever of a box.
  ['Tick "Checked bag (23 kg)"', [{ action: 'check', target: '"Checked bag (23 kg)"' }]],
  // A change word that names a control is its name.
  ['Verify the decrease quantity button is disabled', [{ action: 'assertEnabled', target: 'decrease quantity button', enabled: false }]],
  ['Click the Increase button', [{ action: 'click', target: 'Increase button' }]],
  // A state that stays, or remains, is checked as it is now.
  ['The "Continue" button should remain disabled', [{ action: 'assertEnabled', target: '"Continue" button', enabled: false }]],
  ['Continue should stay disabled', [{ action: 'assertEnabled', target: 'Continue', enabled: false }]],
  ['The "Offers" checkbox must stay unchecked', [{ action: 'assertChecked', target: '"Offers" checkbox', checked: false }]],
  // Quoted before "as", the value comes first.
  ['Enter "Grace Hopper" as the full name', [{ action: 'fill', target: 'full name', value: 'Grace Hopper' }]],
  ['Type "Ada" as First name and "Lovelace" as Last name', [{ action: 'fill', target: 'First name', value: 'Ada' }, { action: 'fill', target: 'Last name', value: 'Lovelace' }]],
  ['Enter username as "standard_user"', [{ action: 'fill', target: 'username', value: 'standard_user' }]],
  ['Input "hello" into the message box', [{ action: 'fill', target: 'message box', value: 'hello' }]],
  ['Type "hello world"', [{ action: 'type', value: 'hello world' }]],
  ['Type hello', [{ action: 'type', value: 'hello' }]],
  ['Clear the "Search" field', [{ action: 'clear', target: '"Search" field' }]],
  ['Clear the search box', [{ action: 'clear', target: 'search box' }]],
  ['在 "邮箱" 中输入 "a@b.c"', [{ action: 'fill', target: '"邮箱"', value: 'a@b.c' }]],
  ['输入框 "邮箱" 填写 "a@b.c"', [{ action: 'fill', target: '输入框 "邮箱"', value: 'a@b.c' }]],
  ['在邮箱输入框输入 a@b.c', [{ action: 'fill', target: '邮箱输入框', value: 'a@b.c' }]],
  ['在 "密码" 中输入 ${env.PASSWORD}', [{ action: 'fill', target: '"密码"', value: '${env.PASSWORD}' }]],
  ['向搜索框输入 手机', [{ action: 'fill', target: '搜索框', value: '手机' }]],
  ['输入 "a@b.c" 到 邮箱', [{ action: 'fill', target: '邮箱', value: 'a@b.c' }]],
  ['将 "数量" 设置为 "3"', [{ action: 'fill', target: '"数量"', value: '3' }]],
  ['用户名输入 admin', [{ action: 'fill', target: '用户名', value: 'admin' }]],
  ['输入 "你好"', [{ action: 'type', value: '你好' }]],
  ['清空 "搜索" 输入框', [{ action: 'clear', target: '"搜索" 输入框' }]],
  ['清空搜索框', [{ action: 'clear', target: '搜索框' }]],
  ['Select "Price (low to high)" from the sort dropdown', [{ action: 'select', target: 'sort dropdown', option: 'Price (low to high)' }]],
  ['Choose "Large" in the size select', [{ action: 'select', target: 'size select', option: 'Large' }]],
  ['Select option "Blue" from the "Color" dropdown', [{ action: 'select', target: '"Color" dropdown', option: 'Blue' }]],
  ['Pick "Canada" from the country list', [{ action: 'select', target: 'country list', option: 'Canada' }]],
  // A preposition after an article is the field's name.
  ['Select "Paris (CDG)" in the From dropdown', [{ action: 'select', target: 'From dropdown', option: 'Paris (CDG)' }]],
  ['Choose "Lisbon" from the To list', [{ action: 'select', target: 'To list', option: 'Lisbon' }]],
  ['Pick "Oslo" from a From picker', [{ action: 'select', target: 'From picker', option: 'Oslo' }]],
  ['Enter "Ada" in the From field', [{ action: 'fill', target: 'From field', value: 'Ada' }]],
  ['Set the sort dropdown to "Name (Z to A)"', [{ action: 'select', target: 'sort dropdown', option: 'Name (Z to A)' }]],
  ['Select the "Express" radio button', [{ action: 'check', target: '"Express" radio button' }]],
  ['In the country dropdown, select "France"', [{ action: 'select', target: 'country dropdown', option: 'France' }]],
  ['在 "排序" 下拉框中选择 "价格从低到高"', [{ action: 'select', target: '"排序" 下拉框', option: '价格从低到高' }]],
  ['从国家列表选择 "中国"', [{ action: 'select', target: '国家列表', option: '中国' }]],
  ['将 排序下拉框 设置为 "名称"', [{ action: 'select', target: '排序下拉框', option: '名称' }]],
  ['选择 "价格"', [{ action: 'click', target: '"价格"' }]],
  ['Check the "Remember me" checkbox', [{ action: 'check', target: '"Remember me" checkbox' }]],
  ['Check "Remember me"', [{ action: 'check', target: '"Remember me"' }]],
  ['Check the box', [{ action: 'check', target: 'box' }]],
  ['Tick the "I agree" checkbox', [{ action: 'check', target: '"I agree" checkbox' }]],
  ['Uncheck the "Newsletter" checkbox', [{ action: 'uncheck', target: '"Newsletter" checkbox' }]],
  ['Untick "Newsletter"', [{ action: 'uncheck', target: '"Newsletter"' }]],
  ['Deselect the "Newsletter" checkbox', [{ action: 'uncheck', target: '"Newsletter" checkbox' }]],
  ['勾选 "记住我"', [{ action: 'check', target: '"记住我"' }]],
  ['勾选记住我', [{ action: 'check', target: '记住我' }]],
  ['选中 "同意条款" 复选框', [{ action: 'check', target: '"同意条款" 复选框' }]],
  ['取消勾选 "订阅"', [{ action: 'uncheck', target: '"订阅"' }]],
  ['取消选中 "订阅"', [{ action: 'uncheck', target: '"订阅"' }]],
  ['Press Enter', [{ action: 'pressKey', key: 'Enter' }]],
  ['Press the Enter key', [{ action: 'pressKey', key: 'Enter' }]],
  ['Press Tab', [{ action: 'pressKey', key: 'Tab' }]],
  ['Press Escape', [{ action: 'pressKey', key: 'Escape' }]],
  ['Press Esc', [{ action: 'pressKey', key: 'Escape' }]],
  ['Press Control+A', [{ action: 'pressKey', key: 'Control+A' }]],
  ['Press Ctrl + Shift + K', [{ action: 'pressKey', key: 'Control+Shift+K' }]],
  ['Press Cmd+S', [{ action: 'pressKey', key: 'Meta+S' }]],
  ['Press ArrowDown', [{ action: 'pressKey', key: 'ArrowDown' }]],
  ['Press the down arrow key', [{ action: 'pressKey', key: 'ArrowDown' }]],
  ['Press Enter in the search box', [{ action: 'pressKey', key: 'Enter', target: 'search box' }]],
  ['Hit Enter', [{ action: 'pressKey', key: 'Enter' }]],
  ['按下回车', [{ action: 'pressKey', key: 'Enter' }]],
  ['按 Enter 键', [{ action: 'pressKey', key: 'Enter' }]],
  ['按回车键', [{ action: 'pressKey', key: 'Enter' }]],
  ['按下 Tab 键', [{ action: 'pressKey', key: 'Tab' }]],
  ['按 Esc', [{ action: 'pressKey', key: 'Escape' }]],
  ['Scroll down', [{ action: 'scroll', direction: 'down' }]],
  ['Scroll up 300 pixels', [{ action: 'scroll', direction: 'up', amount: 300 }]],
  ['Scroll down by 500px', [{ action: 'scroll', direction: 'down', amount: 500 }]],
  ['Scroll to the bottom', [{ action: 'scroll', to: 'bottom' }]],
  ['Scroll to the top of the page', [{ action: 'scroll', to: 'top' }]],
  ['Scroll to "Footer"', [{ action: 'scroll', target: '"Footer"' }]],
  ['Scroll to the reviews section', [{ action: 'scroll', target: 'reviews section' }]],
  ['Scroll the "Terms" panel into view', [{ action: 'scroll', target: '"Terms" panel' }]],
  ['向下滚动', [{ action: 'scroll', direction: 'down' }]],
  ['向上滚动 200 像素', [{ action: 'scroll', direction: 'up', amount: 200 }]],
  ['滚动到底部', [{ action: 'scroll', to: 'bottom' }]],
  ['滚动到页面顶部', [{ action: 'scroll', to: 'top' }]],
  ['滚动到 "评论"', [{ action: 'scroll', target: '"评论"' }]],
  ['Wait 2 seconds', [{ action: 'wait', ms: 2000 }]],
  ['Wait for 500ms', [{ action: 'wait', ms: 500 }]],
  ['Wait 1.5 s', [{ action: 'wait', ms: 1500 }]],
  ['Wait for 3 seconds', [{ action: 'wait', ms: 3000 }]],
  ['Wait 1 minute', [{ action: 'wait', ms: 60000 }]],
  ['Wait for "Loaded" to appear', [{ action: 'waitForText', text: 'Loaded' }]],
  ['Wait for the text "Saved" to appear', [{ action: 'waitForText', text: 'Saved' }]],
  ['Wait for the "Loaded after a delay" text to appear', [{ action: 'waitForText', text: 'Loaded after a delay' }]],
  ['Wait for "Loading" to disappear', [{ action: 'waitForText', text: 'Loading', gone: true }]],
  ['Wait for the spinner to disappear', [{ action: 'waitForElement', target: 'spinner', state: 'hidden' }]],
  ['Wait for the "Submit" button to be visible', [{ action: 'waitForElement', target: '"Submit" button', state: 'visible' }]],
  ['Wait until the results table is visible', [{ action: 'waitForElement', target: 'results table', state: 'visible' }]],
  ['Wait for the modal', [{ action: 'waitForElement', target: 'modal', state: 'visible' }]],
  ['Wait until the URL contains /cart', [{ action: 'waitForUrl', url: '/cart', match: 'contains' }]],
  ['Wait for the URL to be "https://example.com/done"', [{ action: 'waitForUrl', url: 'https://example.com/done', match: 'exact' }]],
  ['Wait for the page to load', [{ action: 'waitForLoad' }]],
  ['Wait until the page has finished loading', [{ action: 'waitForLoad' }]],
  ['Wait for the page to be fully loaded', [{ action: 'waitForLoad' }]],
  ['Wait for page load', [{ action: 'waitForLoad' }]],
  ['Wait for the DOM to be ready', [{ action: 'waitForLoad', state: 'domcontentloaded' }]],
  ['Wait until the network is idle', [{ action: 'waitForLoad', state: 'networkidle' }]],
  ['Wait for all requests to finish', [{ action: 'waitForLoad', state: 'networkidle' }]],
  ['Wait for the loading indicator to disappear', [{ action: 'waitForElement', target: 'loading indicator', state: 'hidden' }]],
  ['等待页面加载完成', [{ action: 'waitForLoad' }]],
  ['等页面加载完', [{ action: 'waitForLoad' }]],
  ['等待网络空闲', [{ action: 'waitForLoad', state: 'networkidle' }]],
  ['等待 2 秒', [{ action: 'wait', ms: 2000 }]],
  ['等待 500 毫秒', [{ action: 'wait', ms: 500 }]],
  ['等待三秒', [{ action: 'wait', ms: 3000 }]],
  ['等待 "加载完成" 出现', [{ action: 'waitForText', text: '加载完成' }]],
  ['等待 "加载中" 消失', [{ action: 'waitForText', text: '加载中', gone: true }]],
  ['等待 加载图标 消失', [{ action: 'waitForElement', target: '加载图标', state: 'hidden' }]],
  ['等待 URL 包含 /cart', [{ action: 'waitForUrl', url: '/cart', match: 'contains' }]],
  ['Upload "fixtures/a.txt" to the Resume field', [{ action: 'uploadFile', target: 'Resume field', files: ["fixtures/a.txt"] }]],
  ['Upload "a.png" and "b.png" to the "Photos" input', [{ action: 'uploadFile', target: '"Photos" input', files: ["a.png","b.png"] }]],
  ['Attach "report.pdf" to the attachment field', [{ action: 'uploadFile', target: 'attachment field', files: ["report.pdf"] }]],
  ['上传 "a.txt" 到 简历', [{ action: 'uploadFile', target: '简历', files: ["a.txt"] }]],
  ['在 "附件" 中上传 "a.pdf"', [{ action: 'uploadFile', target: '"附件"', files: ["a.pdf"] }]],
  ['Drag "A" to "B"', [{ action: 'dragDrop', source: '"A"', destination: '"B"' }]],
  ['Drag and drop "Card 1" onto the "Done" column', [{ action: 'dragDrop', source: '"Card 1"', destination: '"Done" column' }]],
  ['Drag the slider handle to the right end', [{ action: 'dragDrop', source: 'slider handle', destination: 'right end' }]],
  ['将 "A" 拖到 "B"', [{ action: 'dragDrop', source: '"A"', destination: '"B"' }]],
  ['把 "任务1" 拖动到 "已完成"', [{ action: 'dragDrop', source: '"任务1"', destination: '"已完成"' }]],
  ['Switch to the new tab', [{ action: 'switchTab' }]],
  ['Switch to the newly opened window', [{ action: 'switchTab' }]],
  ['Switch to tab 2', [{ action: 'switchTab', index: 1 }]],
  ['Switch to the first tab', [{ action: 'switchTab', index: 0 }]],
  ['Switch to the original window', [{ action: 'switchTab', index: 0 }]],
  ['Switch to the tab with URL /help', [{ action: 'switchTab', url: '/help' }]],
  ['切换到新标签页', [{ action: 'switchTab' }]],
  ['切换到第 2 个标签页', [{ action: 'switchTab', index: 1 }]],
  ['切换到原标签页', [{ action: 'switchTab', index: 0 }]],
  ['Run dialog:open with trigger "New"', [{ action: 'run', name: 'dialog:open', params: {"trigger":"New"} }]],
  ['Run common:login with username "x" and password "${env.PASSWORD}"', [{ action: 'run', name: 'common:login', params: {"username":"x","password":"${env.PASSWORD}"} }]],
  ['Execute cart:add with product "Backpack", quantity 2', [{ action: 'run', name: 'cart:add', params: {"product":"Backpack","quantity":2} }]],
  ['Run nav:home', [{ action: 'run', name: 'nav:home', params: {} }]],
  ['Call common:logout', [{ action: 'run', name: 'common:logout', params: {} }]],
  ['Run the action auth:login using user=alice, remember=true', [{ action: 'run', name: 'auth:login', params: {"user":"alice","remember":true} }]],
  ['执行 dialog:open，trigger 为 "New"', [{ action: 'run', name: 'dialog:open', params: {"trigger":"New"} }]],
  ['执行 common:login，username 为 "x"，password 为 "${env.PASSWORD}"', [{ action: 'run', name: 'common:login', params: {"username":"x","password":"${env.PASSWORD}"} }]],
  ['运行 nav:home', [{ action: 'run', name: 'nav:home', params: {} }]],
  ['Verify "Thank you" is visible', [{ action: 'assertTextPresent', text: 'Thank you' }]],
  ['Verify the page shows "Products"', [{ action: 'assertTextPresent', text: 'Products' }]],
  ['The page should show "Products"', [{ action: 'assertTextPresent', text: 'Products' }]],
  ['Check that the cart badge shows "2"', [{ action: 'assertTextPresent', text: '2', target: 'cart badge' }]],
  ['Check the cart badge shows "2"', [{ action: 'assertTextPresent', text: '2', target: 'cart badge' }]],
  ['Expect the URL to contain "/cart"', [{ action: 'assertUrl', url: '/cart', match: 'contains' }]],
  ['Assert there are 3 items', [{ action: 'assertCount', target: 'items', count: 3, comparison: 'eq' }]],
  ['Verify the title is "Shop"', [{ action: 'assertTitle', title: 'Shop', match: 'exact' }]],
  ['Verify the "Login" button is disabled', [{ action: 'assertEnabled', target: '"Login" button', enabled: false }]],
  ['Verify the "Login" button is enabled', [{ action: 'assertEnabled', target: '"Login" button', enabled: true }]],
  ['Ensure the "Submit" button is not disabled', [{ action: 'assertEnabled', target: '"Submit" button', enabled: true }]],
  ['Verify the error message is not visible', [{ action: 'assertElementHidden', target: 'error message' }]],
  ['Verify the spinner is hidden', [{ action: 'assertElementHidden', target: 'spinner' }]],
  ['Verify "Error" is not displayed', [{ action: 'assertTextAbsent', text: 'Error' }]],
  ['I should see "Welcome"', [{ action: 'assertTextPresent', text: 'Welcome' }]],
  ['I should not see "Error"', [{ action: 'assertTextAbsent', text: 'Error' }]],
  ['I should see the dashboard', [{ action: 'assertElementVisible', target: 'dashboard' }]],
  ['Then I should see "Order placed"', [{ action: 'assertTextPresent', text: 'Order placed' }]],
  ['Then the cart badge shows "3"', [{ action: 'assertTextPresent', text: '3', target: 'cart badge' }]],
  ['The "Save" button should be disabled', [{ action: 'assertEnabled', target: '"Save" button', enabled: false }]],
  ['Verify the "Remember me" checkbox is checked', [{ action: 'assertChecked', target: '"Remember me" checkbox', checked: true }]],
  ['Verify the "Newsletter" checkbox is unchecked', [{ action: 'assertChecked', target: '"Newsletter" checkbox', checked: false }]],
  ['Verify the "Email" field has value "a@b.c"', [{ action: 'assertValue', target: '"Email" field', value: 'a@b.c' }]],
  ['Verify the value of the quantity input is "2"', [{ action: 'assertValue', target: 'quantity input', value: '2' }]],
  ['Verify the URL is "https://example.com/done"', [{ action: 'assertUrl', url: 'https://example.com/done', match: 'exact' }]],
  ['Verify the URL matches "/orders/\\d+"', [{ action: 'assertUrl', url: '/orders/\\d+', match: 'regex' }]],
  ['Verify the page title contains "Shop"', [{ action: 'assertTitle', title: 'Shop', match: 'contains' }]],
  ['Verify there are at least 2 results', [{ action: 'assertCount', target: 'results', count: 2, comparison: 'gte' }]],
  ['Verify there are no error messages', [{ action: 'assertCount', target: 'error messages', count: 0, comparison: 'eq' }]],
  ['Verify the number of rows is 5', [{ action: 'assertCount', target: 'rows', count: 5, comparison: 'eq' }]],
  ['Verify the cart has 2 items', [{ action: 'assertCount', target: 'items in cart', count: 2, comparison: 'eq' }]],
  ['Verify 3 products are shown', [{ action: 'assertCount', target: 'products', count: 3, comparison: 'eq' }]],
  ['Make sure "Saved" appears', [{ action: 'assertTextPresent', text: 'Saved' }]],
  ['Confirm the "Logout" link exists', [{ action: 'assertElementVisible', target: '"Logout" link' }]],
  ['Verify the page does not show "Error"', [{ action: 'assertTextAbsent', text: 'Error' }]],
  ['Verify the header does not contain "Guest"', [{ action: 'assertTextAbsent', text: 'Guest', target: 'header' }]],
  ['Verify the cart badge is "2"', [{ action: 'assertTextPresent', text: '2', target: 'cart badge', match: 'exact' }]],
  ['Verify "Welcome back"', [{ action: 'assertTextPresent', text: 'Welcome back' }]],
  ['Expected: "Order confirmed"', [{ action: 'assertTextPresent', text: 'Order confirmed' }]],
  ['Expect: the total shows "$10.00"', [{ action: 'assertTextPresent', text: '$10.00', target: 'total' }]],
  ['Verify the heading shows exactly "Products"', [{ action: 'assertTextPresent', text: 'Products', match: 'exact', target: 'heading' }]],
  ['Verify the dialog disappears', [{ action: 'assertElementHidden', target: 'dialog' }]],
  ['Verify the "Loading" text is gone', [{ action: 'assertTextAbsent', text: 'Loading' }]],
  ['Check if the "Next" button is enabled', [{ action: 'assertEnabled', target: '"Next" button', enabled: true }]],
  ['Validate that the title is "Home"', [{ action: 'assertTitle', title: 'Home', match: 'exact' }]],
  ['验证页面显示 "谢谢"', [{ action: 'assertTextPresent', text: '谢谢' }]],
  ['断言购物车徽标显示 "2"', [{ action: 'assertTextPresent', text: '2', target: '购物车徽标' }]],
  ['验证 "登录" 按钮可见', [{ action: 'assertElementVisible', target: '"登录" 按钮' }]],
  ['验证 "加载中" 消失', [{ action: 'assertTextAbsent', text: '加载中' }]],
  ['验证 "提交" 按钮不可用', [{ action: 'assertEnabled', target: '"提交" 按钮', enabled: false }]],
  ['验证 "提交" 按钮可用', [{ action: 'assertEnabled', target: '"提交" 按钮', enabled: true }]],
  ['验证 "记住我" 已勾选', [{ action: 'assertChecked', target: '"记住我"', checked: true }]],
  ['验证 "订阅" 未勾选', [{ action: 'assertChecked', target: '"订阅"', checked: false }]],
  ['验证页面有 3 个商品', [{ action: 'assertCount', target: '商品', count: 3, comparison: 'eq' }]],
  // 上一页 / 下一页 (a pager's controls) end in 页 but are elements, not pages.
  ['确认下一页按钮不可见', [{ action: 'assertElementHidden', target: '下一页按钮' }]],
  ['验证上一页可见', [{ action: 'assertElementVisible', target: '上一页' }]],
  ['验证 URL 包含 "/cart"', [{ action: 'assertUrl', url: '/cart', match: 'contains' }]],
  ['Verify the URL does not contain "/login"', [{ action: 'assertUrl', url: '/login', match: 'contains', not: true }]],
  ["The URL shouldn't include 'login'", [{ action: 'assertUrl', url: 'login', match: 'contains', not: true }]],
  ['Verify the URL is not /login', [{ action: 'assertUrl', url: '/login', match: 'exact', not: true }]],
  ['Verify that we are not on /login', [{ action: 'assertUrl', url: '/login', match: 'contains', not: true }]],
  ['Expect the title not to be "Error"', [{ action: 'assertTitle', title: 'Error', match: 'exact', not: true }]],
  ['Check that the title no longer says "Draft"', [{ action: 'assertTitle', title: 'Draft', match: 'exact', not: true }]],
  ['验证网址不包含 "/login"', [{ action: 'assertUrl', url: '/login', match: 'contains', not: true }]],
  ['断言 URL 不应包含 /login', [{ action: 'assertUrl', url: '/login', match: 'contains', not: true }]],
  ['验证页面没有跳转到 /login', [{ action: 'assertUrl', url: '/login', match: 'contains', not: true }]],
  ['验证标题不是 "错误"', [{ action: 'assertTitle', title: '错误', match: 'exact', not: true }]],
  ['验证标题为 "商店"', [{ action: 'assertTitle', title: '商店', match: 'exact' }]],
  ['验证页面不显示 "错误"', [{ action: 'assertTextAbsent', text: '错误' }]],
  ['确认 "保存成功" 出现', [{ action: 'assertTextPresent', text: '保存成功' }]],
  // A counter's number, not a count of elements named 购物车 (the cart link would be one).
  ['检查购物车数量为 2', [{ action: 'assertTextPresent', text: '2', target: '购物车数量', match: 'exact' }]],
  ['页面显示 "欢迎"', [{ action: 'assertTextPresent', text: '欢迎' }]],
  ['购物车徽标应该显示 "2"', [{ action: 'assertTextPresent', text: '2', target: '购物车徽标' }]],
  ['验证 "邮箱" 的值为 "a@b.c"', [{ action: 'assertValue', target: '"邮箱"', value: 'a@b.c' }]],
  ['断言 错误提示 不可见', [{ action: 'assertElementHidden', target: '错误提示' }]],
  ['验证页面标题包含 "首页"', [{ action: 'assertTitle', title: '首页', match: 'contains' }]],
  ['验证 "谢谢"', [{ action: 'assertTextPresent', text: '谢谢' }]],
  ['Type "hello" and press Enter', [{ action: 'type', value: 'hello' }, { action: 'pressKey', key: 'Enter' }]],
  ['Fill "Email" with "a@b.c" and click "Login"', [{ action: 'fill', target: '"Email"', value: 'a@b.c' }, { action: 'click', target: '"Login"' }]],
  ['Enter "x" in the search box, then press Enter', [{ action: 'fill', target: 'search box', value: 'x' }, { action: 'pressKey', key: 'Enter' }]],
  ['Click "Add to cart" and verify the cart badge shows "1"', [{ action: 'click', target: '"Add to cart"' }, { action: 'assertTextPresent', text: '1', target: 'cart badge' }]],
  ['Click "Login"; wait 2 seconds', [{ action: 'click', target: '"Login"' }, { action: 'wait', ms: 2000 }]],
  ['Verify "A" is visible and "B" is hidden', [{ action: 'assertTextPresent', text: 'A' }, { action: 'assertTextAbsent', text: 'B' }]],
  ['输入 "手机" 并按回车', [{ action: 'type', value: '手机' }, { action: 'pressKey', key: 'Enter' }]],
  ['点击 "登录"，然后验证页面显示 "欢迎"', [{ action: 'click', target: '"登录"' }, { action: 'assertTextPresent', text: '欢迎' }]],
  ['在 "搜索" 中输入 "手机" 然后按回车', [{ action: 'fill', target: '"搜索"', value: '手机' }, { action: 'pressKey', key: 'Enter' }]],
  ['Click the sort dropdown and select "Price (low to high)"', [{ action: 'select', target: 'sort dropdown', option: 'Price (low to high)' }]],
  ['Verify the title is "Tom and Jerry"', [{ action: 'assertTitle', title: 'Tom and Jerry', match: 'exact' }]],
  ['Click "Salt and Pepper"', [{ action: 'click', target: '"Salt and Pepper"' }]],
  ['Click Terms and Conditions', [{ action: 'click', target: 'Terms and Conditions' }]],
  ['Type "rock and roll" into the search box', [{ action: 'fill', target: 'search box', value: 'rock and roll' }]],
  ['Fill "Notes" with "a, b and c"', [{ action: 'fill', target: '"Notes"', value: 'a, b and c' }]],
  ['用户点击登录', [{ action: 'click', target: '登录' }]],
  ['Check that "Remember me" is visible', [{ action: 'assertTextPresent', text: 'Remember me' }]],
  ['Verify the cart badge shows 2', [{ action: 'assertTextPresent', text: '2', target: 'cart badge' }]],
  ['Fill the "Username" field with {{USERNAME}}', [{ action: 'fill', target: '"Username" field', value: '{{USERNAME}}' }]],
  ['Press Loginn', [{ action: 'click', target: 'Loginn' }]],
  ['The user enters "bob" in the name field', [{ action: 'fill', target: 'name field', value: 'bob' }]],
  ['Step 3: Click "Next"', [{ action: 'click', target: '"Next"' }]],
  ['Please click "OK".', [{ action: 'click', target: '"OK"' }]],
  ['Wait for "Loading" to vanish', [{ action: 'waitForText', text: 'Loading', gone: true }]],
  ['Click on the \'Sign in\' link', [{ action: 'click', target: '\'Sign in\' link' }]],
  ['Enter \'john\' into the username field', [{ action: 'fill', target: 'username field', value: 'john' }]],
  ['Type password123 in the password field', [{ action: 'fill', target: 'password field', value: 'password123' }]],
  ['Select \'Option 2\' in the dropdown', [{ action: 'select', target: 'dropdown', option: 'Option 2' }]],
  ['Verify that the \'Welcome\' message is displayed', [{ action: 'assertTextPresent', text: 'Welcome' }]],
  ['Verify that the error message "Invalid credentials" is displayed', [{ action: 'assertTextPresent', text: 'Invalid credentials' }]],
  ['Assert the heading contains \'Dashboard\'', [{ action: 'assertTextPresent', text: 'Dashboard', target: 'heading' }]],
  ['Navigate to https://x.com/login and click "Log in"', [{ action: 'navigate', url: 'https://x.com/login' }, { action: 'click', target: '"Log in"' }]],
  ['Click the Submit button', [{ action: 'click', target: 'Submit button' }]],
  ['Choose \'Blue\' from Color', [{ action: 'select', target: 'Color', option: 'Blue' }]],
  ['Check the checkbox labeled \'Accept\'', [{ action: 'check', target: 'checkbox labeled \'Accept\'' }]],
  ['Ensure that the \'Save\' button is visible', [{ action: 'assertElementVisible', target: '\'Save\' button' }]],
  ['The title should be \'Home\'', [{ action: 'assertTitle', title: 'Home', match: 'exact' }]],
  ['URL should contain \'/dashboard\'', [{ action: 'assertUrl', url: '/dashboard', match: 'contains' }]],
  ['Wait for 5 sec', [{ action: 'wait', ms: 5000 }]],
  ['Wait for the loading spinner to go away', [{ action: 'waitForElement', target: 'loading spinner', state: 'hidden' }]],
  ['Verify the text "Hello" appears', [{ action: 'assertTextPresent', text: 'Hello' }]],
  ['Verify that "Hello" is shown on the page', [{ action: 'assertTextPresent', text: 'Hello' }]],
  ['Should see "Hello"', [{ action: 'assertTextPresent', text: 'Hello' }]],
  ['See "Hello"', [{ action: 'assertTextPresent', text: 'Hello' }]],
  ['Verify the page contains the text "Hello"', [{ action: 'assertTextPresent', text: 'Hello' }]],
  ['Verify the "Email" input is empty', [{ action: 'assertValue', target: '"Email" input', value: '', match: 'exact' }]],
  ['Verify that 5 items are displayed', [{ action: 'assertCount', target: 'items', count: 5, comparison: 'eq' }]],
  ['Verify the list contains 4 items', [{ action: 'assertCount', target: 'items in list', count: 4, comparison: 'eq' }]],
  ['Double click the "Name" cell', [{ action: 'dblclick', target: '"Name" cell' }]],
  ['Press Shift+Tab', [{ action: 'pressKey', key: 'Shift+Tab' }]],
  ['Scroll down to the footer', [{ action: 'scroll', target: 'footer' }]],
  ['点击页面右上角的登录按钮', [{ action: 'click', target: '页面右上角的登录按钮' }]],
  ['在用户名输入框中输入 admin', [{ action: 'fill', target: '用户名输入框', value: 'admin' }]],
  ['在密码框输入 123456', [{ action: 'fill', target: '密码框', value: '123456' }]],
  ['页面标题应为 "首页"', [{ action: 'assertTitle', title: '首页', match: 'exact' }]],
  ['验证 URL 应包含 /home', [{ action: 'assertUrl', url: '/home', match: 'contains' }]],
  ['应该看到 "欢迎回来"', [{ action: 'assertTextPresent', text: '欢迎回来' }]],
  ['检查 "提交" 按钮是否可用', [{ action: 'assertEnabled', target: '"提交" 按钮', enabled: true }]],
  ['等待 3 秒钟', [{ action: 'wait', ms: 3000 }]],
  ['按 Ctrl+A', [{ action: 'pressKey', key: 'Control+A' }]],
  ['选择下拉框中的 "选项2"', [{ action: 'select', target: '下拉框', option: '选项2' }]],
  ['确认弹窗已关闭', [{ action: 'assertElementHidden', target: '弹窗' }]],
  ['验证"保存"按钮不可见', [{ action: 'assertElementHidden', target: '"保存"按钮' }]],
  ['输入用户名 admin', [{ action: 'fill', target: '用户名', value: 'admin' }]],
  ['点击"确定"并等待 2 秒', [{ action: 'click', target: '"确定"' }, { action: 'wait', ms: 2000 }]],
  ['The title \'Market\' is visible in the banner', [{ action: 'assertTextPresent', text: 'Market', target: 'banner' }]],
  ['Verify "Saved" is shown in the toast', [{ action: 'assertTextPresent', text: 'Saved', target: 'toast' }]],
  ['Verify the "Save" button is visible in the dialog', [{ action: 'assertElementVisible', target: '"Save" button within dialog' }]],
  ['Verify "Hi" is visible on the page', [{ action: 'assertTextPresent', text: 'Hi' }]],
  // A tab of the page, a switch: a click on the control.
  ['Switch to the "Invoices" tab', [{ action: 'click', target: '"Invoices" tab' }]],
  ['Go to the Members tab', [{ action: 'click', target: 'Members tab' }]],
  ['Navigate to the "历史" tab', [{ action: 'click', target: '"历史" tab' }]],
  ['Toggle the "Dark theme" switch', [{ action: 'click', target: '"Dark theme" switch' }]],
  ['Flip the "Beta features" toggle', [{ action: 'click', target: '"Beta features" toggle' }]],
  // A state to reach: the click tool clicks only when the section is not in it already.
  ['Expand the "Advanced options" section', [{ action: 'click', target: '"Advanced options"', expand: true }]],
  ['Collapse "Order summary"', [{ action: 'click', target: '"Order summary"', expand: false }]],
  ['Replace the City field with "Lyon"', [{ action: 'fill', target: 'City field', value: 'Lyon' }]],
  // A container said first holds what the rest of the sentence names.
  ['In the row "Grace Hopper", click "Edit"', [{ action: 'click', target: '"Edit" in the row "Grace Hopper"' }]],
  ['On the "Basic plan" card click the "Choose" button', [{ action: 'click', target: '"Choose" button in the "Basic plan" card' }]],
  ['Within the dialog, click "Confirm"', [{ action: 'click', target: '"Confirm" in the dialog' }]],
  ['In the "Archive" column, verify "Old spec" is shown', [{ action: 'assertTextPresent', text: 'Old spec', target: 'the "Archive" column' }]],
  ['在"张三"这一行点击"编辑"按钮', [{ action: 'click', target: '"编辑"按钮 in "张三"' }]],
  // When the claim holds is said, and nothing more.
  ['Verify the banner now reads "Offline"', [{ action: 'assertTextPresent', text: 'Offline', target: 'banner', match: 'exact' }]],
  ['The total is now "$12.00"', [{ action: 'assertTextPresent', text: '$12.00', target: 'total', match: 'exact' }]],
  ['Verify "Draft saved" is now visible', [{ action: 'assertTextPresent', text: 'Draft saved' }]],
  // A message said with the words it reads, or said to be absent.
  ['Verify a warning saying "Disk almost full" is displayed', [{ action: 'assertTextPresent', text: 'Disk almost full' }]],
  ['Check the confirmation "Booking confirmed" appears', [{ action: 'assertTextPresent', text: 'Booking confirmed' }]],
  ['Verify no "Upload failed" alert is shown', [{ action: 'assertTextAbsent', text: 'Upload failed' }]],
  ['Make sure there is no "Payment declined" error', [{ action: 'assertTextAbsent', text: 'Payment declined' }]],
  // Quoted texts in (or no longer in) a container.
  ['Verify "Jane Roe" is in the table', [{ action: 'assertTextPresent', text: 'Jane Roe', target: 'table' }]],
  ['Check that "Invoice #7" is no longer in the "Pending" column', [{ action: 'assertTextAbsent', text: 'Invoice #7', target: '"Pending" column' }]],
  ['Assert "Milk" is still listed', [{ action: 'assertTextPresent', text: 'Milk' }]],
  ['Expect the list to include the entry "Bread"', [{ action: 'assertTextPresent', text: 'Bread', target: 'list' }]],
  ['验证页面提示"已保存"', [{ action: 'assertTextPresent', text: '已保存' }]],
  ['验证表格中有"赵六"和"钱七"', [{ action: 'assertTextPresent', text: '赵六', target: '表格' }, { action: 'assertTextPresent', text: '钱七', target: '表格' }]],
  ['确认表格里已不再有"孙八"', [{ action: 'assertTextAbsent', text: '孙八', target: '表格' }]],
  ['验证出现"导入完成"提示', [{ action: 'assertTextPresent', text: '导入完成' }]],
  ['验证弹出"新建项目"对话框', [{ action: 'assertElementVisible', target: '"新建项目"对话框' }]],
  ['Verify the "Invite member" dialog is open', [{ action: 'assertElementVisible', target: '"Invite member" dialog' }]],
  ['Verify the dialog is still open', [{ action: 'assertElementVisible', target: 'dialog' }]],
  // A container that has an element of a kind, by its quoted name: the element, in that container.
  ['Verify the NoteNest card has an "Open" button', [{ action: 'assertElementVisible', target: '"Open" button within NoteNest card' }]],
  ['The "Ada" row should have an "Edit" link', [{ action: 'assertElementVisible', target: '"Edit" link within "Ada" row' }]],
  ['The sidebar contains a "Settings" link', [{ action: 'assertElementVisible', target: '"Settings" link within sidebar' }]],
  ['The Grainy card now shows an "Install" button', [{ action: 'assertElementVisible', target: '"Install" button within Grainy card' }]],
  ['Verify the "Basic" plan card does not have a "Current plan" button', [{ action: 'assertElementHidden', target: '"Current plan" button within "Basic" plan card' }]],
  ['Verify the sidebar has no "Delete" button', [{ action: 'assertElementHidden', target: '"Delete" button within sidebar' }]],
  ['The "Invite member" dialog should not be open', [{ action: 'assertElementHidden', target: '"Invite member" dialog' }]],
  ['Search for "noise cancelling"', [{ action: 'fill', target: 'search', value: 'noise cancelling' }, { action: 'pressKey', key: 'Enter' }]],
  ['Search orders for "#4417"', [{ action: 'fill', target: 'Search orders', value: '#4417' }, { action: 'pressKey', key: 'Enter' }]],
  ['Click the "Name" column header again', [{ action: 'click', target: '"Name" column header' }]],
  ['Choose Portugal as the country', [{ action: 'select', target: 'country', option: 'Portugal' }]],
  ['Pick "Weekly" as your plan', [{ action: 'select', target: 'plan', option: 'Weekly' }]],
  // A fill's verb carries over to a second field and value.
  ['Fill in "First name" with "Grace" and "Last name" with "Hopper"', [{ action: 'fill', target: '"First name"', value: 'Grace' }, { action: 'fill', target: '"Last name"', value: 'Hopper' }]],
  ['When I type "Lyon" into "City" and "69001" into "Postcode"', [{ action: 'fill', target: '"City"', value: 'Lyon' }, { action: 'fill', target: '"Postcode"', value: '69001' }]],
  ['I should see 3 "Edit" links', [{ action: 'assertCount', target: '"Edit" links', count: 3, comparison: 'eq' }]],
  ['Given I open the "/signup" page', [{ action: 'navigate', url: '/signup' }]],
  ['Verify the "Mute" button is pressed', [{ action: 'assertChecked', target: '"Mute" button', checked: true }]],
  ['Check that the "Italic" toggle is not pressed', [{ action: 'assertChecked', target: '"Italic" toggle', checked: false }]],
  // "does not appear": the negated form, never a subject ending in "does not".
  ['Make sure "Session expired" does not appear', [{ action: 'assertTextAbsent', text: 'Session expired' }]],
  ['Verify "Draft" and "Archived" do not appear', [{ action: 'assertTextAbsent', text: 'Draft' }, { action: 'assertTextAbsent', text: 'Archived' }]],
  ['Verify the "Undo" link does not appear', [{ action: 'assertElementHidden', target: '"Undo" link' }]],
  // Available: a control that can be taken (a slot, an option, a button), never merely one shown.
  ['Expect the 10:30 slot to be available', [{ action: 'assertEnabled', target: '10:30 slot', enabled: true }]],
  ['The Export option should be available', [{ action: 'assertEnabled', target: 'Export option', enabled: true }]],
  ['The "Pay" button is unavailable', [{ action: 'assertEnabled', target: '"Pay" button', enabled: false }]],
  ['The "Express" option is not available', [{ action: 'assertEnabled', target: '"Express" option', enabled: false }]],
  // Unquoted, a date, a number or an address before "as" is the value; a name before it is the field.
  ['Enter 1988-04-02 as Date of birth', [{ action: 'fill', target: 'Date of birth', value: '1988-04-02' }]],
  ['Enter ada@example.com as the email', [{ action: 'fill', target: 'email', value: 'ada@example.com' }]],
  ['Enter PIN as 1234', [{ action: 'fill', target: 'PIN', value: '1234' }]],
  // A named item has a property of a value: that property's value where the item is.
  ["Biscuit's appointment should have status \"Pending\".", [{ action: 'assertTextPresent', target: 'status for "Biscuit"', text: 'Pending', match: 'exact' }]],
  ['The order for "Ada" has the status Shipped', [{ action: 'assertTextPresent', target: 'status for "Ada"', text: 'Shipped', match: 'exact' }]],
  ['Grace Hopper should have role Admin', [{ action: 'assertTextPresent', target: 'role for "Grace Hopper"', text: 'Admin', match: 'exact' }]],
  // A container holding so many of what it lists: a table's rows, another container's items.
  ['The table should show 2 appointments.', [{ action: 'assertCount', target: 'rows in table', count: 2, comparison: 'eq' }]],
  ['The Upcoming vaccinations panel lists 3 pets.', [{ action: 'assertCount', target: 'items in Upcoming vaccinations panel', count: 3, comparison: 'eq' }]],
  ['The table now has 6 appointments', [{ action: 'assertCount', target: 'rows in table', count: 6, comparison: 'eq' }]],
  ['Click Cancel in the row for the 10:30 appointment.', [{ action: 'click', target: 'Cancel in the row for the 10:30 appointment' }]],
  ['Luna and Pickles should be listed.', [{ action: 'assertTextPresent', text: 'Luna' }, { action: 'assertTextPresent', text: 'Pickles' }]],
  // Names listed unquoted with a plural verb: each is shown.
  ['Max and Biscuit are displayed.', [{ action: 'assertTextPresent', text: 'Max' }, { action: 'assertTextPresent', text: 'Biscuit' }]],
  // A value that is a name of two or three capitalized words; "should now be".
  ['The owner is Jon Reyes.', [{ action: 'assertTextPresent', target: 'owner', text: 'Jon Reyes', match: 'exact' }]],
  ['The vet should be Dr. Chidi Okafor', [{ action: 'assertTextPresent', target: 'vet', text: 'Dr. Chidi Okafor', match: 'exact' }]],
  ["Biscuit's status should now be \"Confirmed\".", [{ action: 'assertTextPresent', target: 'status for "Biscuit"', text: 'Confirmed', match: 'exact' }]],
  // A dialog said by what it asks; a control said by what it does, then its quoted name.
  ['A confirmation dialog titled "Archive Olive?" is displayed', [{ action: 'assertElementVisible', target: 'confirmation dialog titled "Archive Olive?"' }]],
  ['Confirm with "Yes, archive"', [{ action: 'click', target: '"Yes, archive"' }]],
  ['Submit the form with "Book appointment"', [{ action: 'click', target: '"Book appointment"' }]],
  // Chinese: a state said as 已/未 and a word; the auxiliary alone before 显示 is no element, and a
  // message's kind before a colon is not its text; 填写X为Y.
  ['《平凡的世界》的状态为 已归还', [{ action: 'assertTextPresent', target: '《平凡的世界》的状态', text: '已归还', match: 'exact' }]],
  ['应显示错误信息：请先同意借阅规则', [{ action: 'assertTextPresent', text: '请先同意借阅规则' }]],
  ['按钮仍然显示“借阅”', [{ action: 'assertTextPresent', target: '按钮', text: '借阅' }]],
  ['填写手机号为 13600001111', [{ action: 'fill', target: '手机号', value: '13600001111' }]],
  // A page said by what it is, then where it is.
  ['Go to the pet list at /pets.html', [{ action: 'navigate', url: '/pets.html' }]],
  ['Open the dashboard at /', [{ action: 'navigate', url: '/' }]],
  ['Open the booking form at http://localhost:3000/book', [{ action: 'navigate', url: 'http://localhost:3000/book' }]],
  ['Navigate to the login page (/login)', [{ action: 'navigate', url: '/login' }]],
  ['打开借阅页面 /loans.html', [{ action: 'navigate', url: '/loans.html' }]],
  ['进入我的借阅页面（/my-loans.html）', [{ action: 'navigate', url: '/my-loans.html' }]],
  ['Open the menu at the top', [{ action: 'click', target: 'menu at the top' }]],
  // A control on or for an item named unquoted.
  ['Click View recipe on Chickpea Curry', [{ action: 'click', target: 'View recipe on Chickpea Curry' }]],
  ['Click View recipe for Lemon Garlic Chicken', [{ action: 'click', target: 'View recipe for Lemon Garlic Chicken' }]],
  ['Click the "Approved" filter chip', [{ action: 'click', target: '"Approved" filter chip' }]],
  // A container's caption said in sentence case or as dates is one name.
  ['Click Edit on the Audit color contrast card', [{ action: 'click', target: 'Edit on the Audit color contrast card' }]],
  ['Click Details on the 3 Feb – 4 Feb 2025 row', [{ action: 'click', target: 'Details on the 3 Feb – 4 Feb 2025 row' }]],
  // A row said to hold an item named unquoted ("the row for …", a date range): its caption is one name too.
  ['Click Details in the row for 10 Mar – 12 Mar', [{ action: 'click', target: 'Details in the row for 10 Mar – 12 Mar' }]],
  ['The row for Grace Hopper shows Active', [{ action: 'assertTextPresent', target: 'row for Grace Hopper', text: 'Active' }]],
  ['The 10 Mar – 12 Mar row shows Delivered', [{ action: 'assertTextPresent', target: '10 Mar – 12 Mar row', text: 'Delivered' }]],
  // Repeated clicks are that many clicks; a double-click is said so.
  ['Click the "+" button 3 times', Array.from({ length: 3 }, () => ({ action: 'click' as const, target: '"+" button' }))],
  ['Click the More servings button twice', [{ action: 'click', target: 'More servings button' }, { action: 'click', target: 'More servings button' }]],
  ['点击“+”两次', [{ action: 'click', target: '“+”' }, { action: 'click', target: '“+”' }]],
  ['点击红油抄手的 + 两次', [{ action: 'click', target: '红油抄手的 +' }, { action: 'click', target: '红油抄手的 +' }]],
  ['当我给招牌牛肉面点一次“+”', [{ action: 'click', target: '招牌牛肉面的“+”' }]],
  ['点开购物车', [{ action: 'click', target: '购物车' }]],
  // When a claim holds, said before its verb (也, 仍, 此时): the state now.
  ['“提交订单”按钮此时不可点击', [{ action: 'assertEnabled', target: '“提交订单”按钮', enabled: false }]],
  ['总价仍显示 ¥42', [{ action: 'assertTextPresent', text: '¥42', target: '总价' }]],
  // A number and its unit are one value shown, not a count of elements.
  ['Chicken thighs should be 1200 g', [{ action: 'assertTextPresent', text: '1200 g', target: 'Chicken thighs', match: 'exact' }]],
  ['The duration is 45 min', [{ action: 'assertTextPresent', text: '45 min', target: 'duration', match: 'exact' }]],
  // The verb, the field unquoted, the option quoted: a choice in that field.
  ['选择份量“加面 ¥21”', [{ action: 'select', target: '份量', option: '加面 ¥21' }]],
  ['选择辣度为“微辣”', [{ action: 'select', target: '辣度', option: '微辣' }]],
  ['选择按钮“保存”', [{ action: 'click', target: '按钮“保存”' }]],
  // Fields named unquoted in a compound fill, when what each takes can only be a value.
  ['Fill First day with 2025-03-20 and Last day with 2025-03-21', [{ action: 'fill', target: 'First day', value: '2025-03-20' }, { action: 'fill', target: 'Last day', value: '2025-03-21' }]],
  ['Set First day to 2025-03-12 and Last day to 2025-03-13', [{ action: 'fill', target: 'First day', value: '2025-03-12' }, { action: 'fill', target: 'Last day', value: '2025-03-13' }]],
  ['Enter 2025-04-17 in First day and 2025-04-22 in Last day', [{ action: 'fill', target: 'First day', value: '2025-04-17' }, { action: 'fill', target: 'Last day', value: '2025-04-22' }]],
  // An item on a list, named in sentence case or as a title.
  ['Ground beef is on the shopping list', [{ action: 'assertTextPresent', text: 'Ground beef', target: 'shopping list' }]],
  ['Verify that Ground beef is not on the shopping list anymore', [{ action: 'assertTextAbsent', text: 'Ground beef', target: 'shopping list' }]],
  ["The Baker's Almanac is not in the table", [{ action: 'assertTextAbsent', text: "Baker's Almanac", target: 'table' }]],
  ['Mushroom Risotto is no longer listed', [{ action: 'assertElementHidden', target: 'Mushroom Risotto' }]],
  // What the page prompts is its message shown.
  ['应提示“下单成功”', [{ action: 'assertTextPresent', text: '下单成功' }]],
  ['应弹出提示“支付成功”', [{ action: 'assertTextPresent', text: '支付成功' }]],
  // Set to: the value a field or dropdown holds, whole.
  ['Retention period should be set to 90 days', [{ action: 'assertValue', target: 'Retention period', value: '90 days', match: 'exact' }]],
  ['The Country dropdown is set to "France"', [{ action: 'assertValue', target: 'Country dropdown', value: 'France', match: 'exact' }]],
  // A dialog that opens is shown; an item should be (or not be) in a column named unquoted.
  ['A dialog titled "Delete Acme Inc?" opens', [{ action: 'assertElementVisible', target: 'dialog titled "Delete Acme Inc?"' }]],
  ['"Settings page redesign" should now be in the Review column', [{ action: 'assertTextPresent', text: 'Settings page redesign', target: 'Review column' }]],
  ['"Fix login" should not be in the Done column', [{ action: 'assertTextAbsent', text: 'Fix login', target: 'Done column' }]],
  // Parentheses right after a name are the name's, as printed on the page: planned as though quoted.
  ['Room rate (3 nights) should be $360.00', [{ action: 'assertTextPresent', text: '$360.00', target: '"Room rate (3 nights)"', match: 'exact' }]],
  ['The Subtotal (before tax) is $40', [{ action: 'assertTextPresent', text: '$40', target: '"Subtotal (before tax)"', match: 'exact' }]],
  ['Expect the Monthly fee (per seat) to be €9', [{ action: 'assertTextPresent', text: '€9', target: '"Monthly fee (per seat)"', match: 'exact' }]],
  ['The Room rate (3 nights) line shows $360.00', [{ action: 'assertTextPresent', text: '$360.00', target: '"Room rate (3 nights)" line' }]],
  ['Click the Save (draft) button', [{ action: 'click', target: '"Save (draft)" button' }]],
  ['Enter "0612345678" in Phone (mobile)', [{ action: 'fill', target: '"Phone (mobile)"', value: '0612345678' }]],
  ['房费（3晚）应为¥360', [{ action: 'assertTextPresent', text: '¥360', target: '"房费（3晚）"', match: 'exact' }]],
  // After a value said unquoted, a count in parentheses is the value's: "Upcoming (0)".
  ['The heading now says Upcoming (0)', [{ action: 'assertTextPresent', text: 'Upcoming (0)', target: 'heading' }]],
  ['Monday should now show Lemon Garlic Chicken (4 servings)', [{ action: 'assertTextPresent', text: 'Lemon Garlic Chicken (4 servings)', target: 'Monday' }]],
  // The plural of a role word in a container is a kind a count counts, not a text "3 items".
  ['I should see 3 items in the shopping list', [{ action: 'assertCount', target: 'items in the shopping list', count: 3, comparison: 'eq' }]],
  ['The Members table should have 3 rows', [{ action: 'assertCount', target: 'rows in Members table', count: 3, comparison: 'eq' }]],
  ['成员表格应有3行', [{ action: 'assertCount', target: '“成员”表格中的行', count: 3, comparison: 'eq' }]],
  ['“购物清单”列表中有2项', [{ action: 'assertCount', target: '“购物清单”列表中的列表项', count: 2, comparison: 'eq' }]],
  // Fields said `Field: value`, two or more in one step: each its own fill, never one value holding the next field.
  ['Fill in First name: Ada, Last name: Lovelace', [{ action: 'fill', target: 'First name', value: 'Ada' }, { action: 'fill', target: 'Last name', value: 'Lovelace' }]],
  ['Enter Email: ada@example.com and Phone: 555-1234', [{ action: 'fill', target: 'Email', value: 'ada@example.com' }, { action: 'fill', target: 'Phone', value: '555-1234' }]],
  ['Fill the form with Name: Ada; Start: 10:30', [{ action: 'fill', target: 'Name', value: 'Ada' }, { action: 'fill', target: 'Start', value: '10:30' }]],
  ['Fill in "First Name": "Ada", "Last Name": "Lovelace"', [{ action: 'fill', target: '"First Name"', value: 'Ada' }, { action: 'fill', target: '"Last Name"', value: 'Lovelace' }]],
  ['填写姓名：张三，电话：13800000000', [{ action: 'fill', target: '姓名', value: '张三' }, { action: 'fill', target: '电话', value: '13800000000' }]],
  ['填写姓名：张三', [{ action: 'fill', target: '姓名', value: '张三' }]],
  ['输入文本：你好', [{ action: 'type', value: '你好' }]],
  // An ASCII colon names a field only with a space after it: a URL is text to type.
  ['输入 https://example.com', [{ action: 'type', value: 'https://example.com' }]],
];

/** Sentences no grammar form covers: STEP_UNPARSED with suggestions; `assertion` says it reads as one (→ aiAssert). */
const UNPARSED: Array<[string, { assertion: boolean; firstSuggestionStartsWith?: string }]> = [
  ['Navigate to the login page', { assertion: false, firstSuggestionStartsWith: 'Navigate to' }],
  ['Open https://example.com in a new tab', { assertion: false }],
  ['Go to the cart page', { assertion: false }],
  ['Open the login page', { assertion: false, firstSuggestionStartsWith: 'Open' }],
  ['Log in as the standard user', { assertion: false }],
  ['Make the window bigger', { assertion: false }],
  ['Remember to be careful', { assertion: false }],
  ['Do a barrel roll', { assertion: false }],
  ['The weather is nice today', { assertion: false }],
  ['Clikc Login', { assertion: false, firstSuggestionStartsWith: 'Click' }],
  ['Fil the form', { assertion: false, firstSuggestionStartsWith: 'Fill' }],
  ['Buy the cheapest product', { assertion: false }],
  ['Add two products to the cart', { assertion: false }],
  ['Complete the checkout process', { assertion: false }],
  ['Verify the user is redirected to dashboard', { assertion: true, firstSuggestionStartsWith: 'Verify' }],
  ['Verify the product list is sorted by ascending price', { assertion: true, firstSuggestionStartsWith: 'Verify' }],
  ['Ensure everything works', { assertion: true }],
  ['Wait for the page to do something', { assertion: false, firstSuggestionStartsWith: 'Wait' }],
  ['Scroll', { assertion: false, firstSuggestionStartsWith: 'Scroll' }],
  ['Wait', { assertion: false, firstSuggestionStartsWith: 'Wait' }],
  ['Click', { assertion: false }],
  ['Fill "Email"', { assertion: false, firstSuggestionStartsWith: 'Fill' }],
  ['Run', { assertion: false }],
  ['Verify', { assertion: false, firstSuggestionStartsWith: 'Verify' }],
  ['登录系统', { assertion: false }],
  ['完成结账流程', { assertion: false }],
  ['验证用户已登录', { assertion: true, firstSuggestionStartsWith: '验证' }],
  ['把最便宜的商品加入购物车', { assertion: false }],
  ['确认页面正常', { assertion: true }],
  // A value with a comma of its own leaves a piece that names no field: nothing is planned, not a part of it typed.
  ['Fill in Address: 1 Main St, Springfield', { assertion: false }],
  ['填写地址：北京市，海淀区', { assertion: false }],
  ['', { assertion: false }],
];

test.describe('sentences that parse', () => {
  for (const [sentence, plans] of PARSES) {
    test(sentence, () => {
      expect(planStep(sentence)).toEqual({ ok: true, plans });
    });
  }
});

test.describe('sentences that must not parse', () => {
  for (const [sentence, { assertion, firstSuggestionStartsWith }] of UNPARSED) {
    test(sentence || '(empty)', () => {
      const result = planStep(sentence);
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(result.error.code).toBe('STEP_UNPARSED');
      expect(result.looksLikeAssertion).toBe(assertion);
      expect(result.error.suggestions).toHaveLength(3);
      if (firstSuggestionStartsWith) expect(result.error.suggestions[0].startsWith(firstSuggestionStartsWith)).toBe(true);
    });
  }
});

test('the table holds at least 200 sentences, 20 of them unparsable, in both languages', () => {
  expect(PARSES.length + UNPARSED.length).toBeGreaterThanOrEqual(200);
  expect(UNPARSED.length).toBeGreaterThanOrEqual(20);
  expect(PARSES.filter(([s]) => /\p{Script=Han}/u.test(s)).length).toBeGreaterThanOrEqual(60);
});

test('every suggested example sentence parses itself', () => {
  for (const example of [...FORM_EXAMPLES.en, ...FORM_EXAMPLES.zh]) expect(planStep(example).ok, example).toBe(true);
});

test('expectation mode accepts only assertions', () => {
  expect(planStep('the cart badge shows "2"', { assertion: true })).toEqual({ ok: true, plans: [{ action: 'assertTextPresent', text: '2', target: 'cart badge' }] });
  const action = planStep('Click "Login"', { assertion: true });
  expect(action.ok).toBe(false);
  expect(!action.ok && action.looksLikeAssertion).toBe(true);
});

test('maxSuggestions bounds the suggestions', () => {
  const result = planStep('Clikc Login', { maxSuggestions: 1 });
  expect(!result.ok && result.error.suggestions).toEqual(['Click Login']);
});

test('sentences longer than the limit are not parsed, yet still get suggestions', () => {
  const long = `Click "${'x'.repeat(MAX_SENTENCE_LENGTH)}"`;
  const result = planStep(long);
  expect(result.ok).toBe(false);
  expect(!result.ok && result.error.suggestions.length).toBe(3);
  expect(planStep(`Click "${'x'.repeat(MAX_SENTENCE_LENGTH - 20)}"`).ok).toBe(true);
});

test('compound sentences: every piece must parse, quotes are never split, the most pieces win', () => {
  expect(planStep('Check "A" and "B"')).toEqual({ ok: true, plans: [{ action: 'check', target: '"A"' }, { action: 'check', target: '"B"' }] });
  // A typed value is one quoted text exactly; two quoted texts joined by "and" are not a value.
  expect(planStep('Fill "A" with "x" and "y"').ok).toBe(false);
  expect(planStep('Press Tab, press Tab, press Enter')).toEqual({ ok: true, plans: [
    { action: 'pressKey', key: 'Tab' }, { action: 'pressKey', key: 'Tab' }, { action: 'pressKey', key: 'Enter' },
  ] });
  expect(planStep('Click Terms and Conditions and click Submit')).toEqual({ ok: true, plans: [
    { action: 'click', target: 'Terms and Conditions' }, { action: 'click', target: 'Submit' },
  ] });
});

test('a misspelt verb is corrected in the first suggestion when the corrected sentence parses', () => {
  const click = planStep('Clikc Login');
  expect(!click.ok && click.error.suggestions).toEqual(['Click Login', 'Click the "Login" button', 'Scroll down']);
  const press = planStep('Pres Enter');
  expect(!press.ok && press.error.suggestions[0]).toBe('Press Enter');
  expect(planStep('Expert mode is visible')).toEqual({ ok: true, plans: [{ action: 'assertElementVisible', target: 'Expert mode' }] });
});

test('locator code and prefixed selectors in backticks are targets as written', () => {
  const plan = (text: string) => { const r = planStep(text); return r.ok ? r.plans[0] : r.error.message; };
  expect(plan("Click `getByRole('button', { name: 'Save' })`")).toEqual({ action: 'click', target: "getByRole('button', { name: 'Save' })" });
  expect(plan("Fill `getByLabel('Email')` with \"a@b.c\"")).toEqual({ action: 'fill', target: "getByLabel('Email')", value: 'a@b.c' });
  expect(plan('Click `id=go`')).toEqual({ action: 'click', target: 'id=go' });
  expect(plan('Click `css=#go`')).toEqual({ action: 'click', target: 'css=#go' });
});
