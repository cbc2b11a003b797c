/** The strict grammar: sentences in others' styles that must be read exactly, and the vague ones that must be refused. */
import { expect, test } from '@playwright/test';
import { planStep } from '../../src/steps/grammar.ts';
import type { StepPlan } from '../../src/steps/plan.ts';

/** How an unparsed sentence reads: a check goes to the model as `aiAssert`, an action as `ai`. */
type Kind = 'check' | 'action';

const MUST_PARSE: Array<[string, StepPlan[]]> = [
  ['Verify "Task 1" and "Task 3" remain visible', [{ action: 'assertTextPresent', text: 'Task 1' }, { action: 'assertTextPresent', text: 'Task 3' }]],
  ['\'Task 1\' and \'Task 3\' remain visible', [{ action: 'assertTextPresent', text: 'Task 1' }, { action: 'assertTextPresent', text: 'Task 3' }]],
  ['Verify "Task 2" and "Task 4" are not visible', [{ action: 'assertTextAbsent', text: 'Task 2' }, { action: 'assertTextAbsent', text: 'Task 4' }]],
  ['Verify the header shows "Products" and "Cart"', [{ action: 'assertTextPresent', text: 'Products', target: 'header' }, { action: 'assertTextPresent', text: 'Cart', target: 'header' }]],
  ['Verify "Alpha", "Beta" and "Gamma" are displayed', [{ action: 'assertTextPresent', text: 'Alpha' }, { action: 'assertTextPresent', text: 'Beta' }, { action: 'assertTextPresent', text: 'Gamma' }]],
  ['Press Enter to save', [{ action: 'pressKey', key: 'Enter' }]],
  ['Press Escape to close the dialog', [{ action: 'pressKey', key: 'Escape' }]],
  ['Press Tab to move to the next field', [{ action: 'pressKey', key: 'Tab' }]],
  ['Type "  padded  " into the notes field', [{ action: 'fill', target: 'notes field', value: '  padded  ' }]],
  ['Then only one "Remove" button is visible', [{ action: 'assertCount', target: '"Remove" button', count: 1, comparison: 'eq' }]],
  ['Ensure the checkout button becomes visible', [{ action: 'assertElementVisible', target: 'checkout button' }]],
  ['Verify the status reads "Done"', [{ action: 'assertTextPresent', text: 'Done', target: 'status', match: 'exact' }]],
  ['Verify the heading has text "Inventory"', [{ action: 'assertTextPresent', text: 'Inventory', target: 'heading', match: 'exact' }]],
  ['Verify the cart badge equals "3"', [{ action: 'assertTextPresent', text: '3', target: 'cart badge', match: 'exact' }]],
  ['Verify the status shows "Done"', [{ action: 'assertTextPresent', text: 'Done', target: 'status' }]],
  ['Verify the toast contains "Saved"', [{ action: 'assertTextPresent', text: 'Saved', target: 'toast' }]],
  ['Verify the page displays "Welcome back"', [{ action: 'assertTextPresent', text: 'Welcome back' }]],
  ['Then I should see "Your cart is empty"', [{ action: 'assertTextPresent', text: 'Your cart is empty' }]],
  ['And I should not see "Sign in"', [{ action: 'assertTextAbsent', text: 'Sign in' }]],
  ['Then the "Checkout" button should be disabled', [{ action: 'assertEnabled', target: '"Checkout" button', enabled: false }]],
  ['Given I open /login', [{ action: 'navigate', url: '/login' }]],
  ['When I fill "Username" with "alice"', [{ action: 'fill', target: '"Username"', value: 'alice' }]],
  ['And I click "Sign in"', [{ action: 'click', target: '"Sign in"' }]],
  ['Then the URL should contain "/inventory"', [{ action: 'assertUrl', url: '/inventory', match: 'contains' }]],
  ['expect: The "Add to cart" button is visible', [{ action: 'assertElementVisible', target: '"Add to cart" button' }]],
  ['expect: The URL contains "/checkout-step-one"', [{ action: 'assertUrl', url: '/checkout-step-one', match: 'contains' }]],
  ['expect: The heading reads "Checkout: Your Information"', [{ action: 'assertTextPresent', text: 'Checkout: Your Information', target: 'heading', match: 'exact' }]],
  ['expect: The "First Name" field is empty', [{ action: 'assertValue', target: '"First Name" field', value: '', match: 'exact' }]],
  ['expect: The "Remember me" checkbox is checked', [{ action: 'assertChecked', target: '"Remember me" checkbox', checked: true }]],
  ['expect: There are 6 products', [{ action: 'assertCount', target: 'products', count: 6, comparison: 'eq' }]],
  ['Expected: the title is "Swag Labs"', [{ action: 'assertTitle', title: 'Swag Labs', match: 'exact' }]],
  ['Expected result: "Thank you for your order!" is displayed', [{ action: 'assertTextPresent', text: 'Thank you for your order!' }]],
  ['1. Navigate to https://example.com/login', [{ action: 'navigate', url: 'https://example.com/login' }]],
  ['2. Click the "Login" button', [{ action: 'click', target: '"Login" button' }]],
  ['- Verify the error message "Invalid password" is visible', [{ action: 'assertTextPresent', text: 'Invalid password' }]],
  ['Verify that the "Continue" button is enabled', [{ action: 'assertEnabled', target: '"Continue" button', enabled: true }]],
  ['Verify the "Email" input has value "bob@example.com"', [{ action: 'assertValue', target: '"Email" input', value: 'bob@example.com' }]],
  ['Verify the total reads "$42.00"', [{ action: 'assertTextPresent', text: '$42.00', target: 'total', match: 'exact' }]],
  // An unquoted value that can only be a value, said of a caption (caption-value.ts reads it).
  ['The total should be $150.00', [{ action: 'assertTextPresent', text: '$150.00', target: 'total', match: 'exact' }]],
  ['Available should be $4,007.78', [{ action: 'assertTextPresent', text: '$4,007.78', target: 'Available', match: 'exact' }]],
  ['Verify that Total equals $43.18', [{ action: 'assertTextPresent', text: '$43.18', target: 'Total', match: 'exact' }]],
  ['Check that the subtotal is -$2.40.', [{ action: 'assertTextPresent', text: '-$2.40', target: 'subtotal', match: 'exact' }]],
  ['Then the balance must be €1.200,00', [{ action: 'assertTextPresent', text: '€1.200,00', target: 'balance', match: 'exact' }]],
  ['Opening hours should be 10:00–22:00', [{ action: 'assertTextPresent', text: '10:00–22:00', target: 'Opening hours', match: 'exact' }]],
  ['Member since is March 2021', [{ action: 'assertTextPresent', text: 'March 2021', target: 'Member since', match: 'exact' }]],
  ['The discount is 15%', [{ action: 'assertTextPresent', text: '15%', target: 'discount', match: 'exact' }]],
  ['The plan is Pro', [{ action: 'assertTextPresent', text: 'Pro', target: 'plan', match: 'exact' }]],
  ['Verify the delivery status is Shipped', [{ action: 'assertTextPresent', text: 'Shipped', target: 'delivery status', match: 'exact' }]],
  // A capitalized word alone is a name, even one that is a filler elsewhere; an unquoted caption of a container is one name.
  ['Click Next', [{ action: 'click', target: 'Next' }]],
  ['Click Edit on the Standing Desk Frame row', [{ action: 'click', target: 'Edit on the Standing Desk Frame row' }]],
  ['Click the "More actions" button on the Linen Throw Pillow row', [{ action: 'click', target: '"More actions" button on the Linen Throw Pillow row' }]],
  ['Click "Archive" in the row for Linen Throw Pillow', [{ action: 'click', target: '"Archive" in the row for Linen Throw Pillow' }]],
  ['Tick the checkbox in the row with Wool Area Rug 5x8', [{ action: 'check', target: 'checkbox in the row with Wool Area Rug 5x8' }]],
  // A message labelled by its kind is its text shown, and so is a prompt said before its text (出现提示“…”).
  ['Toast message: "Product duplicated"', [{ action: 'assertTextPresent', text: 'Product duplicated' }]],
  ['Error: "Name is required"', [{ action: 'assertTextPresent', text: 'Name is required' }]],
  ['Success notification: “Settings saved”', [{ action: 'assertTextPresent', text: 'Settings saved' }]],
  ['出现提示“时间冲突”', [{ action: 'assertTextPresent', text: '时间冲突' }]],
  ['验证弹出消息："保存成功"', [{ action: 'assertTextPresent', text: '保存成功' }]],
  ['弹出对话框“确认删除”', [{ action: 'assertElementVisible', target: '“确认删除”对话框' }]],
  // Switched on is only ever said of a box or a switch; a place in the app by its capitalized name is reached by its link or tab.
  ['Switch on Weekly digest', [{ action: 'check', target: 'Weekly digest' }]],
  ['Turn on two-factor authentication', [{ action: 'check', target: 'two-factor authentication' }]],
  ['Go to Notifications', [{ action: 'click', target: 'Notifications' }]],
  ['Navigate to Account Settings', [{ action: 'click', target: 'Account Settings' }]],
  // A state said with when it holds: checked as it is now.
  ['Verify that Save changes is now enabled', [{ action: 'assertEnabled', target: 'Save changes', enabled: true }]],
  ['The Send button is disabled again', [{ action: 'assertEnabled', target: 'Send button', enabled: false }]],
  ['Verify the login form is shown again', [{ action: 'assertElementVisible', target: 'login form' }]],
  ["Biscuit's card is shown once more", [{ action: 'assertElementVisible', target: "Biscuit's card" }]],
  // An item named by its caption, in the page's list of such items: the list names no container of its own.
  ["Olive's card is still in the list", [{ action: 'assertElementVisible', target: "Olive's card" }]],
  ['The tile for Desk Lamp appears in the search results', [{ action: 'assertElementVisible', target: 'tile for Desk Lamp' }]],
  ["Ensure that Max's card has disappeared from the list", [{ action: 'assertElementHidden', target: "Max's card" }]],
  ["Max's card no longer shows up in the results", [{ action: 'assertElementHidden', target: "Max's card" }]],
  ['The Ada Lovelace panel is no longer on the page', [{ action: 'assertElementHidden', target: 'Ada Lovelace panel' }]],
  ['Pickles no longer appears among the pet cards', [{ action: 'assertElementHidden', target: 'the pet card for Pickles' }]],
  ['"Desk Lamp" is not among the product tiles', [{ action: 'assertElementHidden', target: 'the "Desk Lamp" product tile' }]],
  ['Luna is still one of the cards', [{ action: 'assertElementVisible', target: 'the card for Luna' }]],
  ['Verify Weekly digest is now on', [{ action: 'assertChecked', target: 'Weekly digest', checked: true }]],
  ['Confirm that Product updates is switched on', [{ action: 'assertChecked', target: 'Product updates', checked: true }]],
  ['Verify the "Dark mode" switch is turned off', [{ action: 'assertChecked', target: '"Dark mode" switch', checked: false }]],
  // An unquoted name (capitalized words, an id) shown in a container.
  ['Check that Ceramic Pour-Over Set is in the list', [{ action: 'assertTextPresent', text: 'Ceramic Pour-Over Set', target: 'list' }]],
  ['ORB-101 should now appear in the In progress column', [{ action: 'assertTextPresent', text: 'ORB-101', target: 'In progress column' }]],
  ['Verify Ada Lovelace is shown in the table', [{ action: 'assertTextPresent', text: 'Ada Lovelace', target: 'table' }]],
  // A property of an item: the caption's value where that item is (a table's column in its row, a card's caption).
  ['The status of Linen Throw Pillow is Archived', [{ action: 'assertTextPresent', text: 'Archived', target: 'status for "Linen Throw Pillow"', match: 'exact' }]],
  ['Check the stock of Cast Iron Skillet is 0', [{ action: 'assertTextPresent', text: '0', target: 'stock for "Cast Iron Skillet"', match: 'exact' }]],
  ['The total of order #1003 should be $18.50', [{ action: 'assertTextPresent', text: '$18.50', target: 'total for "#1003"', match: 'exact' }]],
  ['Verify the price of "Bike Light" is $9.99', [{ action: 'assertTextPresent', text: '$9.99', target: 'price for "Bike Light"', match: 'exact' }]],
  // A status is a word shown, even one that names a state; an owner said with 's is the item.
  ['The status of Grace Hopper is Active', [{ action: 'assertTextPresent', text: 'Active', target: 'status for "Grace Hopper"', match: 'exact' }]],
  ['The account status for order #12 should be Disabled', [{ action: 'assertTextPresent', text: 'Disabled', target: 'account status for "#12"', match: 'exact' }]],
  ["Alan Turing's status is Inactive", [{ action: 'assertTextPresent', text: 'Inactive', target: 'status for "Alan Turing"', match: 'exact' }]],
  ["Verify Order #1003's total is $18.50", [{ action: 'assertTextPresent', text: '$18.50', target: 'total for "#1003"', match: 'exact' }]],
  ['"Pro"\'s price should be $20', [{ action: 'assertTextPresent', text: '$20', target: 'price for "Pro"', match: 'exact' }]],
  ['Ada\'s balance should be $20', [{ action: 'assertTextPresent', text: '$20', target: 'balance for "Ada"', match: 'exact' }]],
  ['The account status is Inactive', [{ action: 'assertTextPresent', text: 'Inactive', target: 'account status', match: 'exact' }]],
  // Anymore, said after a negated state, changes nothing it claims.
  ['"Saved" should not be visible anymore', [{ action: 'assertTextAbsent', text: 'Saved' }]],
  ['Verify the "Undo" button is not shown any more', [{ action: 'assertElementHidden', target: '"Undo" button' }]],
  ['The Save button is not disabled anymore', [{ action: 'assertEnabled', target: 'Save button', enabled: true }]],
  // A Given puts the user on a place: a URL or a path there is opened (a Then checks it).
  ['Switch to the newly opened page', [{ action: 'switchTab' }]],
  ['Switch to tab 2', [{ action: 'switchTab', index: 1 }]],
  ['Given I am on /hotel/', [{ action: 'navigate', url: '/hotel/' }]],
  ['Given the user is on the sprint board at /kanban/', [{ action: 'navigate', url: '/kanban/' }]],
  ['Then I am on /cart', [{ action: 'assertUrl', url: '/cart', match: 'contains' }]],
  ['假如我在 /jijian/ 页面', [{ action: 'navigate', url: '/jijian/' }]],
  // Chinese Gherkin keywords (假如, 当, 那么, 而且, 但是) lead a step as Given, When, Then and And do.
  ['假如我打开 /jijian/', [{ action: 'navigate', url: '/jijian/' }]],
  ['当我点击“下一步”', [{ action: 'click', target: '“下一步”' }]],
  ['那么页面显示“寄件成功”', [{ action: 'assertTextPresent', text: '寄件成功' }]],
  ['而且我勾选“保价”', [{ action: 'check', target: '“保价”' }]],
  ['当我在“寄件人姓名”输入“张三”', [{ action: 'fill', target: '“寄件人姓名”', value: '张三' }]],
  // A field named first, then the option chosen in it (quoted), as 收件人姓名填写“周敏” names the field first.
  ['目的城市选择“广州”', [{ action: 'select', target: '目的城市', option: '广州' }]],
  ['尺码选“M”', [{ action: 'select', target: '尺码', option: 'M' }]],
  // Becoming a state or a text is being in it now.
  ['“下一步”按钮变为可点击', [{ action: 'assertEnabled', target: '“下一步”按钮', enabled: true }]],
  ['验证状态变为“已完成”', [{ action: 'assertTextPresent', text: '已完成', target: '状态', match: 'exact' }]],
  ["Then billing-worker's status should become \"Running\"", [{ action: 'assertTextPresent', text: 'Running', target: 'status for "billing-worker"', match: 'exact' }]],
  ['The status of db-replica is Stopped', [{ action: 'assertTextPresent', text: 'Stopped', target: 'status for "db-replica"', match: 'exact' }]],
  ['A "Settings saved" toast appears', [{ action: 'assertTextPresent', text: 'Settings saved' }]],
  ['The Save button is inactive', [{ action: 'assertEnabled', target: 'Save button', enabled: false }]],
  ['Assert the page title contains "Dashboard"', [{ action: 'assertTitle', title: 'Dashboard', match: 'contains' }]],
  ['Check that the URL ends with "/done"', [{ action: 'assertUrl', url: '/done$', match: 'regex' }]],
  ['Make sure the "Delete" button is hidden', [{ action: 'assertElementHidden', target: '"Delete" button' }]],
  ['Confirm the dialog is closed', [{ action: 'assertElementHidden', target: 'dialog' }]],
  ['Wait for "Order placed" to appear', [{ action: 'waitForText', text: 'Order placed' }]],
  ['Wait until the "Saving…" text disappears', [{ action: 'waitForText', text: 'Saving…', gone: true }]],
  ['Select "Medium" from the size dropdown', [{ action: 'select', target: 'size dropdown', option: 'Medium' }]],
  ['Choose "Express" from the shipping dropdown', [{ action: 'select', target: 'shipping dropdown', option: 'Express' }]],
  ['Click the second "Edit" button', [{ action: 'click', target: 'second "Edit" button' }]],
  ['Click the last row', [{ action: 'click', target: 'last row' }]],
  ['Click "Delete" in the "Backpack" row', [{ action: 'click', target: '"Delete" in the "Backpack" row' }]],
  ['Hover over the "Profile" menu', [{ action: 'hover', target: '"Profile" menu' }]],
  ['Fill the "Search" field with "red shoes"', [{ action: 'fill', target: '"Search" field', value: 'red shoes' }]],
  ['Type "hello world" into the "Message" textarea', [{ action: 'fill', target: '"Message" textarea', value: 'hello world' }]],
  ['Clear the "Quantity" field', [{ action: 'clear', target: '"Quantity" field' }]],
  ['Check the "Subscribe" checkbox', [{ action: 'check', target: '"Subscribe" checkbox' }]],
  ['Uncheck "Send me offers"', [{ action: 'uncheck', target: '"Send me offers"' }]],
  ['Scroll to the bottom of the page', [{ action: 'scroll', to: 'bottom' }]],
  ['Upload "docs/cv.pdf" to the "Resume" input', [{ action: 'uploadFile', target: '"Resume" input', files: ["docs/cv.pdf"] }]],
  ['Drag "Card A" to the "Done" column', [{ action: 'dragDrop', source: '"Card A"', destination: '"Done" column' }]],
  ['Switch to the new tab', [{ action: 'switchTab' }]],
  ['Go back', [{ action: 'goBack' }]],
  ['Reload the page', [{ action: 'refresh' }]],
  ['Verify there are 3 rows in the table', [{ action: 'assertCount', target: 'rows in the table', count: 3, comparison: 'eq' }]],
  ['Verify there are at least 1 results', [{ action: 'assertCount', target: 'results', count: 1, comparison: 'gte' }]],
  ['Verify the cart has 0 items', [{ action: 'assertCount', target: 'items in cart', count: 0, comparison: 'eq' }]],
  ['验证 "任务1" 和 "任务3" 可见', [{ action: 'assertTextPresent', text: '任务1' }, { action: 'assertTextPresent', text: '任务3' }]],
  ['验证标题为 "首页"', [{ action: 'assertTitle', title: '首页', match: 'exact' }]],
  ['验证 "保存" 按钮可用', [{ action: 'assertEnabled', target: '"保存" 按钮', enabled: true }]],
  ['检查 "提交" 按钮是否被禁用', [{ action: 'assertEnabled', target: '"提交" 按钮', enabled: false }]],
  ['确认页面显示 "操作成功"', [{ action: 'assertTextPresent', text: '操作成功' }]],
  ['断言 URL 包含 "/orders"', [{ action: 'assertUrl', url: '/orders', match: 'contains' }]],
  ['页面应该显示 "欢迎"', [{ action: 'assertTextPresent', text: '欢迎' }]],
  ['点击 "下一步"', [{ action: 'click', target: '"下一步"' }]],
  ['在 "搜索" 输入框中输入 "手机"', [{ action: 'fill', target: '"搜索" 输入框', value: '手机' }]],
  ['按回车', [{ action: 'pressKey', key: 'Enter' }]],
  ['等待 "加载中" 消失', [{ action: 'waitForText', text: '加载中', gone: true }]],
  ['勾选 "同意协议"', [{ action: 'check', target: '"同意协议"' }]],
  ['从 "城市" 下拉框选择 "上海"', [{ action: 'select', target: '"城市" 下拉框', option: '上海' }]],
  ['验证购物车徽标为 "2"', [{ action: 'assertTextPresent', text: '2', target: '购物车徽标', match: 'exact' }]],
  ['验证页面有 5 个商品', [{ action: 'assertCount', target: '商品', count: 5, comparison: 'eq' }]],
  ['Click Next page', [{ action: 'click', target: 'Next page' }]],
  ['Click Load more', [{ action: 'click', target: 'Load more' }]],
  ['Click Save changes', [{ action: 'click', target: 'Save changes' }]],
  ['Click Select all', [{ action: 'click', target: 'Select all' }]],
  ['Verify the first item is visible', [{ action: 'assertElementVisible', target: 'first item' }]],
  ['Verify the URL starts with "https://shop.example.com/app"', [{ action: 'assertUrl', url: '^https://shop\\.example\\.com/app', match: 'regex' }]],
  ['Verify the "Save" button is visible in the dialog', [{ action: 'assertElementVisible', target: '"Save" button within dialog' }]],
  ['Verify the heading reads Welcome', [{ action: 'assertTextPresent', text: 'Welcome', target: 'heading', match: 'exact' }]],
  // A heading named in quotes is an element, never any text that says it (a button's, say); a message is text.
  ['Verify the heading "Checkout" is visible', [{ action: 'assertElementVisible', target: 'heading "Checkout"' }]],
  ['Verify the page heading "Checkout" is not displayed', [{ action: 'assertElementHidden', target: 'page heading "Checkout"' }]],
  ['Verify the error message "Invalid" is shown', [{ action: 'assertTextPresent', text: 'Invalid' }]],
  ['Verify the login error message "Invalid" is shown', [{ action: 'assertTextPresent', text: 'Invalid' }]],
  ['Verify the success toast "Saved" appears', [{ action: 'assertTextPresent', text: 'Saved' }]],
  // Words beside a quoted name that only say what it is: a compound role word, "with the text", a kind of area.
  ['Select "Price" from the "Sort by" dropdown menu', [{ action: 'select', target: '"Sort by" dropdown menu', option: 'Price' }]],
  ['Type "shoes" in the "Search" search bar', [{ action: 'fill', target: '"Search" search bar', value: 'shoes' }]],
  ['Click the "Settings" icon button', [{ action: 'click', target: '"Settings" icon button' }]],
  ['Click the link with the text "Forgot password?"', [{ action: 'click', target: 'link with the text "Forgot password?"' }]],
  ['Click the "Submit" button on the page', [{ action: 'click', target: '"Submit" button on the page' }]],
  ['点击名为"保存"的按钮', [{ action: 'click', target: '名为"保存"的按钮' }]],
  // A count of a kind of element, said with a role word, a quoted name or a selector.
  ['Verify the row count is 3', [{ action: 'assertCount', target: 'row', count: 3, comparison: 'eq' }]],
  ['Verify the "Remove" button count is 2', [{ action: 'assertCount', target: '"Remove" button', count: 2, comparison: 'eq' }]],
  ['确认复选框的数量为3', [{ action: 'assertCount', target: '复选框', count: 3, comparison: 'eq' }]],
  // 购物车数量 is a counter: its text is checked, never a count of elements named 购物车.
  ['确认购物车数量为3', [{ action: 'assertTextPresent', target: '购物车数量', text: '3', match: 'exact' }]],
  // Next to a text: the item nearest it.
  ['Tick the checkbox next to "Ada"', [{ action: 'check', target: 'checkbox next to "Ada"' }]],
  ['勾选"Ada"旁边的复选框', [{ action: 'check', target: '"Ada"旁边的复选框' }]],
  // Sorting is an action when the sentence orders it, with the option as the sort control shows it.
  ['When I sort by "Newest first"', [{ action: 'select', target: 'sort', option: 'Newest first' }]],
  ['Sort the products by "Price (low to high)"', [{ action: 'select', target: 'sort', option: 'Price (low to high)' }]],
  ['The user sorts reviews by "Most helpful"', [{ action: 'select', target: 'sort', option: 'Most helpful' }]],
  ['Sort by Relevance', [{ action: 'select', target: 'sort', option: 'Relevance' }]],
  // A page said by its name: told by its heading (page-name.ts), never a link of that name.
  ['The Book a visit page is shown', [{ action: 'assertTitle', title: 'Book a visit', page: true }]],
  ['I should be redirected to the Login page', [{ action: 'assertTitle', title: 'Login', page: true }]],
  ["Then I'm on the Checkout page", [{ action: 'assertTitle', title: 'Checkout', page: true }]],
  ['The user lands on the Order History screen', [{ action: 'assertTitle', title: 'Order History', page: true }]],
  ['The Settings page opens', [{ action: 'assertTitle', title: 'Settings', page: true }]],
  ['Verify the "Order #1042" page is displayed', [{ action: 'assertTitle', title: 'Order #1042', page: true }]],
  ['The Login page should no longer be displayed', [{ action: 'assertTitle', title: 'Login', page: true, not: true }]],
  ['I should see the Payment page', [{ action: 'assertTitle', title: 'Payment', page: true }]],
  ['页面跳转到「订单详情」页面', [{ action: 'assertTitle', title: '订单详情', page: true }]],
  ['成功进入“购物车”页面', [{ action: 'assertTitle', title: '购物车', page: true }]],
  ['「预约挂号」页面已打开', [{ action: 'assertTitle', title: '预约挂号', page: true }]],
  ['未跳转到「支付」页', [{ action: 'assertTitle', title: '支付', page: true, not: true }]],
  ['I am on /checkout', [{ action: 'assertUrl', url: '/checkout', match: 'contains' }]],
  // A verb that names a control on an item said as one (its kind, "for", what it is removed from): that control on the item.
  ['Delete the Bob row', [{ action: 'click', target: 'Delete in the Bob row' }]],
  ["Archive Biscuit's card", [{ action: 'click', target: 'Archive for Biscuit' }]],
  ['Cancel the 10:30 appointment', [{ action: 'click', target: 'Cancel for "10:30"' }]],
  ['Cancel the appointment for Max', [{ action: 'click', target: 'Cancel for Max' }]],
  ['Remove Bike Light from the cart', [{ action: 'click', target: 'Remove for Bike Light' }]],
  ['Approve the request for Ada Lovelace', [{ action: 'click', target: 'Approve for Ada Lovelace' }]],
  ['Restore the "Old Yeller" entry', [{ action: 'click', target: 'Restore for "Old Yeller"' }]],
  // "should show N items" as "shows N items"; "is displayed as" as "is".
  ['Then the order summary should list 3 items', [{ action: 'assertCount', target: 'items in order summary', count: 3, comparison: 'eq' }]],
  ['the order summary should show 3 items', [{ action: 'assertCount', target: 'items in order summary', count: 3, comparison: 'eq' }]],
  ['Verify that the price is displayed as $12.99', [{ action: 'assertTextPresent', text: '$12.99', target: 'price', match: 'exact' }]],
  ['The status should be shown as "Shipped"', [{ action: 'assertTextPresent', text: 'Shipped', target: 'status', match: 'exact' }]],
  // A negation said before "be": as after it.
  ['The Save button should not be enabled', [{ action: 'assertEnabled', target: 'Save button', enabled: false }]],
  ['The Submit button should not be clickable', [{ action: 'assertEnabled', target: 'Submit button', enabled: false }]],
  ['The newsletter checkbox must no longer be ticked', [{ action: 'assertChecked', target: 'newsletter checkbox', checked: false }]],
  ['I should be able to see the Logout link', [{ action: 'assertElementVisible', target: 'Logout link' }]],
  ['I should not be able to see the Admin link', [{ action: 'assertElementHidden', target: 'Admin link' }]],
  // Chinese: a field said empty; 回车 as a verb, 后 joining two steps; a dialog's container said first without 在.
  ['用户名输入框应为空', [{ action: 'assertValue', target: '用户名输入框', value: '', match: 'exact' }]],
  ['搜索框内容为空', [{ action: 'assertValue', target: '搜索框', value: '', match: 'exact' }]],
  ['在搜索框中输入“牛奶”并回车', [{ action: 'fill', target: '搜索框', value: '牛奶' }, { action: 'pressKey', key: 'Enter' }]],
  ['在搜索框中输入“牛奶”后按回车键', [{ action: 'fill', target: '搜索框', value: '牛奶' }, { action: 'pressKey', key: 'Enter' }]],
  ['在“确认”弹窗中点击“确定”', [{ action: 'click', target: '“确定” in “确认”弹窗' }]],
  ['确认弹窗中点击“确定”', [{ action: 'click', target: '“确定” in 弹窗' }]],
  // 在…中 first and 验证 inside are a clause's parts, never one element's name: the text in that dialog.
  ['在"登录"对话框中验证显示"已保存"', [{ action: 'assertTextPresent', text: '已保存', target: '"登录"对话框' }]],
  // Not appearing in a container: the name absent there, never a visibility check of "X no longer".
  ['And PO-1042 should not appear in the table', [{ action: 'assertTextAbsent', text: 'PO-1042', target: 'table' }]],
  ['PO-1042 does not appear in the table', [{ action: 'assertTextAbsent', text: 'PO-1042', target: 'table' }]],
  ['PO-1042 no longer shows up in the table', [{ action: 'assertTextAbsent', text: 'PO-1042', target: 'table' }]],
  // A status said in sentence case, of a status; a container said first before a claim of a control in it.
  ['The status of "Hex Bolt M8" should be Low stock', [{ action: 'assertTextPresent', text: 'Low stock', target: 'status for "Hex Bolt M8"', match: 'exact' }]],
  ['The status of Daniel Okafor is On leave', [{ action: 'assertTextPresent', text: 'On leave', target: 'status for "Daniel Okafor"', match: 'exact' }]],
  ['在对话框中，“确认挂号”按钮应当是禁用的', [{ action: 'assertEnabled', target: '“确认挂号”按钮 in 对话框', enabled: false }]],
  ['对话框中应显示“确定要取消预约”', [{ action: 'assertTextPresent', text: '确定要取消预约', target: '对话框' }]],
  // A switch said so: flipped, turned on or off.
  ['切换“夜间模式”开关', [{ action: 'click', target: '“夜间模式”开关' }]],
  ['打开“夜间模式”开关', [{ action: 'check', target: '“夜间模式”开关' }]],
  ['关闭“邮件通知”开关', [{ action: 'uncheck', target: '“邮件通知”开关' }]],
  ['验证“夜间模式”开关已开启', [{ action: 'assertChecked', target: '“夜间模式”开关', checked: true }]],
  ['“邮件通知”开关应处于关闭状态', [{ action: 'assertChecked', target: '“邮件通知”开关', checked: false }]],
  ['通知开关是关着的', [{ action: 'assertChecked', target: '通知开关', checked: false }]],
  // A dialog said by what it is for, unquoted: the dialog holding those words.
  ['在支付弹窗中点击“确认”', [{ action: 'click', target: '“确认” in “支付”弹窗' }]],
  ['在编辑用户对话框中点击“保存”', [{ action: 'click', target: '“保存” in “编辑用户”对话框' }]],
  ['在确认弹窗中点击“确定”', [{ action: 'click', target: '“确定” in 弹窗' }]],
  // A choice in a container said first is clicked there: no dropdown is called a dialog or a card.
  ['在对话框中选择“支付宝”', [{ action: 'click', target: '“支付宝” in 对话框' }]],
  ['In the dialog, select "Alipay"', [{ action: 'click', target: '"Alipay" in the dialog' }]],
  ['Select "Express" on the Shipping card', [{ action: 'click', target: '"Express" on the Shipping card' }]],
  ['在国家下拉框中选择“中国”', [{ action: 'select', target: '国家下拉框', option: '中国' }]],
  ['Choose "Can no longer attend" from the Reason dropdown', [{ action: 'select', target: 'Reason dropdown', option: 'Can no longer attend' }]],
  // A quoted control of an item named unquoted; a repeat of it.
  ['Click "Request refund" for ORD-1045', [{ action: 'click', target: '"Request refund" for ORD-1045' }]],
  ['Click "+" for General Admission 2 times', [{ action: 'click', target: '"+" for General Admission' }, { action: 'click', target: '"+" for General Admission' }]],
  ['Verify the "+" button for VIP is enabled', [{ action: 'assertEnabled', target: '"+" button for VIP', enabled: true }]],
  // A container said first by a quoted name and the app's own word for its kind of item.
  ['On the "Student" tier, verify "Sold out" is shown', [{ action: 'assertTextPresent', text: 'Sold out', target: 'the "Student" block' }]],
  ['Under the "Basic" plan, "$9/month" should be shown', [{ action: 'assertTextPresent', text: '$9/month', target: 'the "Basic" block' }]],
  // Counts in a named list or table, the word after the count saying what each item is.
  ['验证我的预约列表中有 4 条记录', [{ action: 'assertCount', target: '“我的预约”列表中的列表项', count: 4, comparison: 'eq' }]],
  ['成员表格中有 2 条记录', [{ action: 'assertCount', target: '“成员”表格中的行', count: 2, comparison: 'eq' }]],
  ['购物清单列表应有2项', [{ action: 'assertCount', target: '“购物清单”列表中的列表项', count: 2, comparison: 'eq' }]],
  ['表格中有 3 行数据', [{ action: 'assertCount', target: '表格中的行', count: 3, comparison: 'eq' }]],
  // A status's value that sounds like an element's state is the word the status shows.
  ['验证 J-1032 的状态为已关闭', [{ action: 'assertTextPresent', text: '已关闭', target: 'J-1032 的状态', match: 'exact' }]],
  ['订单状态为已禁用', [{ action: 'assertTextPresent', text: '已禁用', target: '订单状态', match: 'exact' }]],
  ['验证李娜的状态是已禁用', [{ action: 'assertTextPresent', text: '已禁用', target: '李娜的状态', match: 'exact' }]],
  ['“提交”按钮应为已禁用状态', [{ action: 'assertEnabled', target: '“提交”按钮', enabled: false }]],
  // A quoted text in (or no longer in) a container said after it.
  ['验证“张伟”在表格中', [{ action: 'assertTextPresent', text: '张伟', target: '表格' }]],
  ['验证“张伟”不再出现在“新投递”列', [{ action: 'assertTextAbsent', text: '张伟', target: '“新投递”列' }]],
  ['“张伟”在“初筛”列中', [{ action: 'assertTextPresent', text: '张伟', target: '“初筛”列' }]],
  // A section named by its caption alone, then 中.
  ['验证面试记录中显示“面试官 陈静”', [{ action: 'assertTextPresent', text: '面试官 陈静', target: '“面试记录”区域' }]],
  // A quoted message holding quotes of another kind.
  ['出现提示“已将 张伟 推进到「初筛」”', [{ action: 'assertTextPresent', text: '已将 张伟 推进到「初筛」' }]],
  // Chinese expand and collapse: a state to reach, the caption clicked.
  ['展开“6月停水通知”', [{ action: 'click', target: '“6月停水通知”', expand: true }]],
  ['收起“常见问题”部分', [{ action: 'click', target: '“常见问题”', expand: false }]],
  // One capitalized word is a state shown by that name, even a word that otherwise judges.
  ['The status of Omar Haddad should be Expected', [{ action: 'assertTextPresent', text: 'Expected', target: 'status for "Omar Haddad"', match: 'exact' }]],
  // The kind of message said before its quoted text is not part of it.
  ['验证手机号输入框显示错误“请输入正确的手机号”', [{ action: 'assertTextPresent', text: '请输入正确的手机号', target: '手机号输入框' }]],
  ['页面出现提示「领取成功」', [{ action: 'assertTextPresent', text: '领取成功' }]],
  // An item said to be marked with a state: its status where the item is, exactly.
  ['The 10:30 appointment should be marked Cancelled', [{ action: 'assertTextPresent', text: 'Cancelled', target: 'status for "10:30"', match: 'exact' }]],
  ['Fern is flagged as "Out of stock"', [{ action: 'assertTextPresent', text: 'Out of stock', target: 'status for "Fern"', match: 'exact' }]],
  ['Order #1003 should be marked Shipped', [{ action: 'assertTextPresent', text: 'Shipped', target: 'status for "#1003"', match: 'exact' }]],
  ['The Biscuit visit is labelled as Pending', [{ action: 'assertTextPresent', text: 'Pending', target: 'status for "Biscuit"', match: 'exact' }]],
];

const MUST_NOT_PARSE: Array<[string, Kind]> = [
  // A container said first, then a step that names no element, or one in a container of its own.
  ['In the row "Ada", wait 2 seconds', 'action'],
  ['On the "Pro" card, press Enter', 'action'],
  ['In the "Settings" panel, click "Save" in the footer', 'action'],
  ['On the checkout page, click "Pay"', 'action'],
  // Open said of anything but a dialog may mean expanded, not shown.
  ['Verify the "Shipping" section is open', 'check'],
  // A container the words do not name as one.
  ['验证购物车中有"背包"', 'check'],
  // On or off said of what is not said to be a switch: a message, a feature, a dialog gone.
  ['夜间模式已开启', 'check'],
  // A quoted name and a word for a place or a view is no item holding the claim.
  ['On the "Checkout" page, verify "Pay" is shown', 'check'],
  ['In the "Preview" mode, verify "Draft" is shown', 'check'],
  ['The total should be correct', 'check'],
  // "Expand all" and 展开全部 are a button's whole name: no element named "all" is expanded.
  ['Expand all', 'action'],
  ['展开全部', 'action'],
  ['The page should look as expected', 'check'],
  // A value of more words than a name has.
  ['The status is Waiting For The Vet Today', 'check'],
  // A property of an item the words do not name, or a value that is a state word.
  ['The order should have status Shipped', 'check'],
  ["Bob's ticket has status Closed", 'check'],
  // A row said to hold words that are no name: a description, which the search cannot be exact about.
  ['The row for the most recent order shows Delivered', 'check'],
  ['The row for all orders shows Delivered', 'check'],
  // Only a fill's second field and value continue it: a list's place is said once, for all its items.
  ['Verify "Ada" and "Bob" in the table', 'check'],
  // A quoted name's count is the number its counter shows, not how many elements bear the name.
  ['Verify the "Inbox" count is 4', 'check'],
  ['验证"待办"数量为3', 'check'],
  // Cut off after its first part, a container said first would hold only that part's targets.
  ['In the row "Ada", click "Edit" and "Delete"', 'action'],
  ['Inside the modal, type "Bo" into "Name" and press the "Save" button', 'action'],
  ['Verify "Ada" is in stock', 'check'],
  ['Switch to the browser tab', 'action'],
  // Words after a quoted name that no rule reads: a search without them would do or check less than the sentence says.
  ['Click the "Delete" button below the table', 'action'],
  ['Click the "Save" button quickly', 'action'],
  ['Click "Next" and wait', 'action'],
  ['Type "hello" into the "Search" box slowly', 'action'],
  ['Select "Red" from the "Color" dropdown as well', 'action'],
  ['Click the "Buy" button at the top', 'action'],
  ['Click the "Save" "Cancel" button', 'action'],
  ['Verify the "Total" label is visible at the bottom', 'check'],
  ['Verify the "Pay" button is enabled for guests', 'check'],
  ['点击"提交"按钮左边', 'action'],
  // The text of a named element is not any text on the page: "2" elsewhere is not the badge's.
  ['Verify the cart badge text "2" is visible', 'check'],
  ['Verify the dialog title "Confirm" is visible', 'check'],
  ['Verify the email field error "Required" is shown', 'check'],
  ['Verify the submit button label "Save" is visible', 'check'],
  // A container said by its position: the locator does not count containers (is a header row the first?).
  ['Click the "Delete" button in the last row', 'action'],
  ['Verify the "Paid" label in the second row is visible', 'check'],
  ['Verify the status in the second row shows "Paid"', 'check'],
  ['Click "Add to cart" in the 3rd card', 'action'],
  ['点击"保存"按钮下方', 'action'],
  ['点击第一行的"删除"', 'action'],
  ['点击最后一张卡片的"购买"按钮', 'action'],
  // What a counter shows is no count of elements named so: "cart" would count the Cart link.
  ['Verify the cart count is 1', 'check'],
  ['Verify the notification count equals 3', 'check'],
  // Named by a change word, a control still does not make a change a check.
  ['Verify the decrease button decreases the count', 'check'],
  ['Click the "+" button to increase the quantity', 'action'],
  // Both quoted around "as": either could be the field.
  ['Enter "Email" as "a@b.c"', 'action'],
  ['切换到"评价"和"商家"标签', 'action'],
  ['Verify the message count equals 3', 'check'],
  ['The unread message count should be 5', 'check'],
  ['Expect the alert count to be 2', 'check'],
  ['Verify the cart badge count is 2', 'check'],
  // A status said not to be a word: nothing here reads which word it is instead; nor does a pointing word own one.
  ['Verify the status of Grace Hopper is not Active', 'check'],
  ["Verify it's status is Active", 'check'],
  ['Verify its status is Active', 'check'],
  ['Verify any more items are shown', 'check'],
  ['Given I am on the login page', 'action'],
  // A Given sets the scene: a page named by no address is gone to, not checked.
  ['Given I am on the Login page', 'action'],
  ['Given the Settings page is open', 'action'],
  ['假如「订单」页面已打开', 'action'],
  // A list's pages, as often as a browser's: only a page said to be new or the original is a tab.
  ['Go to page 2', 'action'],
  ['Go to the next page', 'action'],
  ['Go to the last page', 'action'],
  ['当购物车为空时，显示“空”', 'action'],
  ['当我点击“保存”时，页面显示“已保存”', 'action'],
  ['点击选择“广州”', 'action'],
  // A place beside an element, or a side of one: the search would look inside the element, or on no side.
  ['Click the icon next to the "Delete" button', 'action'],
  ['Click the link near the "Total" heading', 'action'],
  ['Tick the checkbox to the left of "Ada"', 'action'],
  ['Verify the badge right of the "Cart" link is visible', 'check'],
  ['点击"删除"按钮旁边的图标', 'action'],
  ['勾选"Ada"左边的复选框', 'action'],
  ['确认"保存"按钮下方的链接可见', 'check'],
  ['Verify the user is logged in and sees the products page (e.g. header shows "Products")', 'check'],
  ['Verify the cart badge is not shown (or shows 0)', 'check'],
  ['Verify the menu shows a "Logout" option', 'check'],
  ['Verify the user is logged in', 'check'],
  ['Verify the user sees the dashboard', 'check'],
  ['Verify the order summary is correct', 'check'],
  ['Verify the products are sorted by price', 'check'],
  // An order described, not an option named; or a claim that something sorts.
  ['Sort the products by price from high to low', 'action'],
  ['Sort by Price ascending', 'action'],
  ['Then the table should sort by "Name"', 'check'],
  ['Verify the list is sorted by "Name"', 'check'],
  ['Verify the product list is sorted by name (A to Z)', 'check'],
  ['Verify items are sorted in ascending order', 'check'],
  ['Verify the prices are in descending order', 'check'],
  ['Verify the cart count decreases by 1', 'check'],
  ['Verify the cart badge increases by one', 'check'],
  ['Verify the total is greater than $0', 'check'],
  ['Click The', 'action'],
  ['go to checkout', 'action'],
  ['Go to The page', 'action'],
  ['Switch on', 'action'],
  ['Toast message: saved', 'action'],
  ['在页面中点击"关于"', 'action'],
  ['在已完成这一行点击"通过"', 'action'],
  ['点击已完成那一行的"通过"', 'action'],
  ['Verify The Item is in the list', 'check'],
  ['Verify the Login button is enabled again and again', 'check'],
  // Unquoted, only a literal is a value: a state, a judgement, a back-reference, a position or a counter is not one.
  ['Verify the page is loaded', 'check'],
  ['Check that the total is correct', 'check'],
  ['The order should be Saved', 'check'],
  ['Verify the field is Required', 'check'],
  ['Its category should be Kitchen', 'check'],
  ['Verify the first product\'s price is $24.00', 'check'],
  ['Verify in the summary, Guests is 4', 'check'],
  ['The total should be 3 items', 'check'],
  ['Verify the page is 2', 'check'],
  ['The price of the cheapest item should be $5', 'check'],
  ['The result should be Rate limit the search API', 'check'],
  ['Verify the total is less than the subtotal', 'check'],
  ['Verify the user returns to the products page', 'check'],
  ['Verify the page returns to the inventory list', 'check'],
  ['Verify the modal appears after a short delay', 'check'],
  ['Verify the button becomes enabled once the form is valid', 'check'],
  ['Verify any product can be added to the cart', 'check'],
  ['Verify another product is shown', 'check'],
  ['Verify some items are listed', 'check'],
  ['Verify only "Admin" is shown', 'check'],
  ['Verify only the selected products are listed', 'check'],
  ['Verify the page lists the selected products', 'check'],
  ['Verify "Task 1" or "Task 2" is visible', 'check'],
  ['Verify the error message or a toast is shown', 'check'],
  ['Verify the header shows the user\'s name (e.g. "Hi, Alice")', 'check'],
  ['Verify the form shows validation errors, etc', 'check'],
  ['Verify the page loads correctly', 'check'],
  ['Verify the page loads without errors', 'check'],
  ['Verify the search results contain the search term', 'check'],
  ['Verify the user is redirected to the login page', 'check'],
  ['Verify the login page is displayed again', 'check'],
  ['Verify that the item was removed from the cart', 'check'],
  ['Verify the item count in the cart is updated', 'check'],
  ['Verify the total reflects the new quantity', 'check'],
  ['Verify the newly added task appears at the top of the list', 'check'],
  ['Verify the filter works', 'check'],
  ['Verify the checkbox state persists after reload', 'check'],
  ['Verify all fields are cleared', 'check'],
  ['Verify the date picker closes when a date is selected', 'check'],
  ['Verify the first product\'s price is lower than the second\'s', 'check'],
  ['Verify the page title is correct', 'check'],
  ['Verify the price is displayed in USD', 'check'],
  ['Verify the counter changes to a higher number', 'check'],
  ['Verify the list has more items than before', 'check'],
  ['Verify the badge disappears or shows 0', 'check'],
  ['Verify the dashboard is shown (Optional)', 'check'],
  ['Verify the success message is shown (it may take a few seconds)', 'check'],
  ['Verify the banner says something like "Welcome"', 'check'],
  ['Verify that the products page is displayed with 6 products', 'check'],
  ['Verify that the user can see the inventory items', 'check'],
  ['Verify the dropdown contains the options Low to High and High to Low', 'check'],
  ['Verify the cart is empty (no badge)', 'check'],
  ['Verify that each product has an "Add to cart" button', 'check'],
  ['Verify every row has a delete icon', 'check'],
  ['Verify the task is marked as completed (strikethrough)', 'check'],
  ['Verify the page scrolls to the reviews section', 'check'],
  ['Verify the user remains on the same page', 'check'],
  ['Verify the URL changes', 'check'],
  ['Check that the user is logged out', 'check'],
  ['Check the cart badge is updated', 'check'],
  ['Check the item is added to the cart', 'check'],
  ['Check that the overview shows the correct total', 'check'],
  ['Ensure the spinner appears and then disappears', 'check'],
  ['Ensure the list is sorted alphabetically', 'check'],
  ['Ensure that the form is submitted successfully', 'check'],
  ['Confirm the product was added', 'check'],
  ['Confirm that the order is placed', 'check'],
  ['Make sure the user is on the checkout page', 'check'],
  ['Make sure nothing breaks', 'check'],
  ['Assert the response is fast', 'check'],
  ['Assert the table is sorted by the "Name" column', 'check'],
  ['Expect the results to update as you type', 'check'],
  ['Expect the page to look right', 'check'],
  ['The page should show the user\'s profile', 'check'],
  ['The cart badge should increase by 1', 'check'],
  ['The cart badge should show the number of items added', 'check'],
  ['The product list should be sorted by price, low to high', 'check'],
  ['The total should equal the sum of the item prices', 'check'],
  ['The user should be redirected to the dashboard', 'check'],
  ['The user should be logged in', 'check'],
  ['The header should show "Products" or "Inventory"', 'check'],
  ['The sidebar should contain any of the menu links', 'check'],
  ['The item count should decrease', 'check'],
  ['Products should be displayed in a grid', 'check'],
  ['Then the user should be on the products page', 'check'],
  ['Then the cart badge is not visible (or shows 0)', 'check'],
  ['Then the cart should contain the selected items', 'check'],
  ['Then the page shows the products sorted by price', 'check'],
  ['And the user sees the dashboard', 'action'],
  ['And the cart badge shows the new count', 'check'],
  ['Then the order is confirmed', 'check'],
  ['Then an error message is displayed (e.g. "Epic sadface")', 'check'],
  ['Then the "Logout" link is visible in the menu (after opening it)', 'check'],
  ['I should see the products sorted by price', 'check'],
  ['I should see any error message', 'check'],
  ['I should see "Products" or "Inventory"', 'check'],
  ['I should see the cart badge increase by 1', 'check'],
  ['I should see the page load', 'check'],
  ['We should see the new item at the top of the list', 'check'],
  ['Expected: the cart is empty', 'check'],
  ['Expected: user is redirected to inventory page', 'check'],
  ['Expected result: the item is removed from the cart', 'check'],
  ['Expected: the price is sorted ascending', 'check'],
  ['Expected: "Task 1" and another task are visible', 'check'],
  ['Expected: the count decreases by 1', 'check'],
  ['Expected: the page title contains the product name', 'check'],
  ['expect: The cart icon shows the number of items', 'check'],
  ['expect: The user is returned to the products page', 'check'],
  ['expect: Items are sorted by price (low to high)', 'check'],
  ['expect: The page displays a welcome message', 'check'],
  ['expect: The "Remove" button replaces the "Add to cart" button', 'check'],
  ['expect: The form resets', 'check'],
  ['expect: An inline error appears under the email field', 'check'],
  ['expect: Task counter shows correct number of remaining items', 'check'],
  ['expect: The list is filtered to show only active tasks', 'check'],
  ['expect: Both tasks are displayed', 'check'],
  ['Verify the header shows "Products" (the inventory page)', 'check'],
  ['Verify "Products" is visible (may take a moment)', 'check'],
  ['Verify the badge shows "2" or "3"', 'check'],
  ['Verify "Saved" appears within 2 seconds', 'check'],
  ['Verify the toast disappears after 3 seconds', 'check'],
  ['Verify the login button is visible, enabled and blue', 'check'],
  ['Verify the heading is bold', 'check'],
  ['Verify the button is red', 'check'],
  ['Verify the image is loaded', 'check'],
  ['Verify the layout is responsive', 'check'],
  ['Verify the input is focused', 'check'],
  ['Verify the text is truncated', 'check'],
  ['Verify the "Save" button is visible if the form is dirty', 'check'],
  ['Verify the list shows at least one item per category', 'check'],
  ['Verify that the price of the backpack is $29.99 (or similar)', 'check'],
  ['Verify the total is calculated as price times quantity', 'check'],
  ['Verify each item in the cart shows its price', 'check'],
  ['Verify the count badge shows a number', 'check'],
  // The container must be one (not the page, not a bare kind), and the element of a kind the locator reads.
  ['Verify the page has an "Open" button', 'check'],
  ['Verify the card has an "Open" button', 'check'],
  ['Verify the NoteNest card has an "Open" label', 'check'],
  ['Verify the "A" and "B" cards have an "Open" button', 'check'],
  // A count said as a whole text: the things are to be counted, not read.
  ['The ticket table should contain exactly 5 ticket rows', 'check'],
  ['The table should show exactly one ticket', 'check'],
  ['验证用户已登录并看到商品页面', 'check'],
  ['验证首页可见', 'check'],
  // 分页 reads as any navigation: the site's menu would pass for a missing pager.
  ['验证分页可见', 'check'],
  ['验证登录页可见', 'check'],
  ['验证商品详情页可见', 'check'],
  ['验证购物车徽标不显示（或显示 0）', 'check'],
  ['验证商品按价格排序', 'check'],
  ['验证商品按价格从低到高排列', 'check'],
  ['验证购物车数量减少 1', 'check'],
  ['验证购物车数量增加了', 'check'],
  ['验证用户返回到商品列表页', 'check'],
  ['验证用户被重定向到登录页', 'check'],
  ['验证页面加载正常', 'check'],
  ['验证任意商品可以加入购物车', 'check'],
  ['验证另一个商品显示出来', 'check'],
  ['验证只显示 "管理员"', 'check'],
  ['验证显示 "任务1" 或 "任务2"', 'check'],
  ['检查订单信息是否正确', 'check'],
  ['检查列表是否按名称排序', 'check'],
  ['确认商品已加入购物车', 'check'],
  ['确认页面显示用户名（例如 "你好，张三"）', 'check'],
  ['确认总价大于 0', 'check'],
  ['预期：页面跳转到首页', 'check'],
  ['预期结果：购物车为空', 'check'],
  ['期望：列表按时间倒序排列', 'check'],
  ['应该看到任意一条错误信息', 'check'],
  ['页面应该显示正确的总价', 'check'],
  ['Press Enter to save and close the dialog', 'action'],
  ['Click any product', 'action'],
  ['Click another product', 'action'],
  ['Add any product to the cart', 'action'],
  ['Click the first or second product', 'action'],
  ['Click "Save" or "Submit"', 'action'],
  ['Click the button (the blue one)', 'action'],
  // Available, said of a thing that is no control, is a status the page shows, not a state.
  ['Glass Harbour is available', 'check'],
  ['Expect the Deluxe room to be available', 'check'],
  ['Verify that Glass Harbour is unavailable', 'check'],
  ['Click Next 20 times', 'action'],
  ['点击“+”20次', 'action'],
  ['Everything is in the list', 'check'],
  ['Fill Name with Ada and Email with ada@x.io', 'action'],
  ['The theme is set to dark mode', 'check'],
  // A possessive pointing back, a place parted from its clause by a comma: no one element named.
  ['Its Renew button is now disabled', 'check'],
  ['Alan Turing is active', 'check'],
  ['The Pro plan is inactive', 'check'],
  // Parentheses that are not a name's own: after a value, after a kind of element, a remark, two of them.
  ['Total should be $52.20 (incl. tax)', 'check'],
  ['Verify the Save button (the blue one) is enabled', 'check'],
  ['Click Save (draft) and Publish (now)', 'action'],
  ['Click Delete (if shown)', 'action'],
  ['Click the "Login" button (if visible)', 'action'],
  ['Click the login button, e.g. the one in the header', 'action'],
  ['Click on the product that has the lowest price', 'action'],
  ['Click the cheapest product', 'action'],
  ['Click the product with the highest rating', 'action'],
  ['Click the item that was just added', 'action'],
  ['Click the link that appears after saving', 'action'],
  ['Click the button that becomes enabled', 'action'],
  ['Type "hello" (with spaces)', 'action'],
  ['Type "  padded  " but press Escape instead of Enter', 'action'],
  ['Enter "abc" in the search box (optional)', 'action'],
  ['Fill the email field with a valid email', 'action'],
  ['Fill the form with valid data', 'action'],
  ['Fill in the required fields', 'action'],
  ['Enter any text in the name field', 'action'],
  ['Enter some value in the quantity field', 'action'],
  ['Type something into the search box', 'action'],
  ['Select any option from the dropdown', 'action'],
  ['Select another option from the size dropdown', 'action'],
  ['Select a random product', 'action'],
  ['Choose the cheapest shipping option', 'action'],
  ['Sort the products by price', 'action'],
  ['Sort by name descending', 'action'],
  ['Remove any item from the cart', 'action'],
  ['Scroll down until the footer is visible (or the end of the page)', 'action'],
  ['Wait for the page to load (about 2 seconds)', 'action'],
  ['Wait until the spinner disappears or the table appears', 'action'],
  ['Wait for either "Saved" or "Error"', 'action'],
  ['Hover over any menu item', 'action'],
  ['Open the menu (hamburger icon)', 'action'],
  ['Click the burger menu (top left)', 'action'],
  ['Log out (Optional)', 'action'],
  ['(Optional) Click "Skip"', 'action'],
  ['Click "Next" (Optional)', 'action'],
  ['Repeat the previous step for another product', 'action'],
  ['Add 2 more products and verify the badge increases', 'action'],
  ['Go back to the products page', 'action'],
  ['Return to the products page', 'action'],
  ['Click the product whose name is "Backpack"', 'action'],
  ['Click the button which is enabled', 'action'],
  ['点击任意商品', 'action'],
  ['点击另一个商品', 'action'],
  ['点击"保存"或"提交"', 'action'],
  ['点击登录按钮（如果可见）', 'action'],
  ['输入任意文本到搜索框', 'action'],
  ['选择一个随机选项', 'action'],
  ['按价格排序', 'action'],
  ['点击价格最低的商品', 'action'],
  ['按回车保存并关闭对话框', 'action'],
  ['返回商品列表页', 'action'],
  ['Verify the item appears in the cart', 'check'],
  ['The total is still in the list', 'check'],
  ["Olive's card is still in the Archived pets section", 'check'],
  ['Max is among the results', 'check'],
  ['Pickles appears among the pets', 'check'],
  // A page said by what it is about, by position, or not by a name: which heading it has cannot be told.
  ['Verify the product page is shown', 'check'],
  ['The next page is shown', 'check'],
  // Marked with words that are no name of a state, or an item named by no name.
  ['Fern is marked as Out of stock', 'check'],
  ['The task is marked done', 'check'],
  ['the order is marked as Shipped', 'check'],
  ['Mark the task as done', 'action'],
  ['验证购物车为空', 'check'],
  ['The total should be Low stock', 'check'],
  // The verb and a name only: "Edit Profile" may be one button's name; an item named by no name.
  ['Archive Biscuit', 'action'],
  ['Edit Profile', 'action'],
  ['Delete the row', 'action'],
  ['Remove the filter', 'action'],
  ['Remove all items from the cart', 'action'],
  ["I'm on the login page", 'check'],
  ['the product page opens', 'check'],
  ['The 404 page is displayed', 'check'],
  ['跳转到首页', 'action'],
  ['成功进入购物车页面', 'check'],
  ['预约挂号页面已打开', 'check'],
  ['进入登录页面', 'action'],
  ['打开订单详情页', 'action'],
  ['Go to the Checkout page', 'action'],
  ['Verify all checkboxes are checked', 'check'],
  ['Verify both buttons are enabled', 'check'],
  ['Verify the cart is empty', 'check'],
  ['Verify the total equals subtotal plus tax', 'check'],
  ['Verify the badge count matches the number of items added', 'check'],
  ['Verify the new task is added', 'check'],
  ['Verify the menu closes', 'check'],
  ['Verify the second item is now first', 'check'],
  ['Verify 3 of 5 tasks remain', 'check'],
  ['Verify the cart badge shows the right number', 'check'],
  ['Verify the welcome banner greets the user by name', 'check'],
  ['Verify the product image loads', 'check'],
  ['I should see the products page', 'check'],
  ['Verify the login page is displayed', 'check'],
  ['Then the user is on the inventory page', 'check'],
  ['Verify the row in the table is visible', 'check'],
  ['检查所有商品都显示价格', 'check'],
  ['确认购物车为空', 'check'],
  ['验证新任务出现在列表顶部', 'check'],
  ['验证页面正常显示', 'check'],
];

test.describe('real-world sentences that parse exactly', () => {
  for (const [sentence, plans] of MUST_PARSE) {
    test(sentence, () => {
      expect(planStep(sentence)).toEqual({ ok: true, plans });
    });
  }
});

test.describe('real-world sentences that must not parse', () => {
  for (const [sentence, kind] of MUST_NOT_PARSE) {
    test(sentence, () => {
      const result = planStep(sentence);
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(result.error.code).toBe('STEP_UNPARSED');
      expect(result.looksLikeAssertion).toBe(kind === 'check');
      expect(result.error.suggestions).toHaveLength(3);
      // As a planner `- expect:` bullet it is refused all the same.
      expect(planStep(sentence, { assertion: true }).ok).toBe(false);
    });
  }
});

test('the must-not-parse table holds at least 150 sentences, checks and actions, English and Chinese', () => {
  expect(MUST_NOT_PARSE.length).toBeGreaterThanOrEqual(150);
  expect(MUST_NOT_PARSE.filter(([, kind]) => kind === 'action').length).toBeGreaterThanOrEqual(30);
  expect(MUST_NOT_PARSE.filter(([s]) => /\p{Script=Han}/u.test(s)).length).toBeGreaterThanOrEqual(20);
  expect(new Set(MUST_NOT_PARSE.map(([s]) => s)).size).toBe(MUST_NOT_PARSE.length);
});

test('a refusal says why when a word of the sentence is the reason', () => {
  const aside = planStep('Verify the cart badge is not shown (or shows 0)');
  expect(!aside.ok && aside.error.message).toContain('parentheses');
  const choice = planStep('Click "Save" or "Submit"');
  expect(!choice.ok && choice.error.message).toContain('alternatives');
});

test('words after a quoted name that nothing reads are named in the refusal, with the sentence that reads without them', () => {
  const result = planStep('Click the "Save" button quickly');
  expect(!result.ok && result.error.message).toContain('the words "quickly" after "Save"');
  expect(!result.ok && result.error.message).toContain('without them it reads as "Click the \\"Save\\" button"');
  const below = planStep('Click the "Delete" button below the table');
  expect(below.ok).toBe(false);
  // After a value the words are no target's: dropping them would type into whatever has focus.
  const value = planStep('Enter "Ada" beside the first name');
  expect(value.ok).toBe(false);
  expect(!value.ok && value.error.message).not.toContain('after "Ada"');
  const counted = planStep('Click the "Delete" button in the last row');
  expect(!counted.ok && counted.error.message).toContain('the position "last" in "the last row" is not counted');
  const beside = planStep('Click the icon next to the "Delete" button');
  expect(!beside.ok && beside.error.message).toContain('names a place beside an element');
  const side = planStep('勾选"Ada"左边的复选框');
  expect(!side.ok && side.error.message).toContain('the words "左边"');
  // "The second Edit button" counts the targets themselves, which the locator does.
  expect(planStep('Click the second "Edit" button').ok).toBe(true);
});

test('quoted words are names, never read as clause words', () => {
  expect(planStep('Verify "Sorted by price (any)" is visible')).toEqual({ ok: true, plans: [{ action: 'assertTextPresent', text: 'Sorted by price (any)' }] });
  expect(planStep('Click "Show more or less"')).toEqual({ ok: true, plans: [{ action: 'click', target: '"Show more or less"' }] });
  expect(planStep('Verify the header shows "is logged in"')).toEqual({ ok: true, plans: [{ action: 'assertTextPresent', text: 'is logged in', target: 'header' }] });
});

test('a quoted value keeps its spaces; spaces outside quotes do not matter', () => {
  expect(planStep('Type   "  two  spaces  "   into the   notes field')).toEqual({ ok: true, plans: [{ action: 'fill', target: 'notes field', value: '  two  spaces  ' }] });
});

test('a refused sentence is never offered back as a suggestion, and every suggestion parses', () => {
  for (const sentence of ['Clikc the button (blue)', 'Clikc any product', 'Clik "Save" or "Cancel"']) {
    const result = planStep(sentence);
    expect(result.ok, sentence).toBe(false);
    for (const suggestion of !result.ok ? result.error.suggestions : []) expect(planStep(suggestion).ok, suggestion).toBe(true);
  }
});

test('a selector quoted in a text check names an element; words that only start like one stay text', () => {
  const element: Array<[string, string, string]> = [
    ['Verify "css:#error" is hidden', 'assertElementHidden', 'css:#error'],
    ['Verify "css:.toast" is visible', 'assertElementVisible', 'css:.toast'],
    ['Verify "testid:error-banner" is not shown', 'assertElementHidden', 'testid:error-banner'],
    ['Check that "xpath=//div[@id=\'e\']" is not displayed', 'assertElementHidden', 'xpath=//div[@id=\'e\']'],
    ['确认"css:#error"不可见', 'assertElementHidden', 'css:#error'],
  ];
  for (const [sentence, action, target] of element)
    expect(planStep(sentence), sentence).toEqual({ ok: true, plans: [{ action, target }] });
  for (const [sentence, text] of [['Verify "Role: Admin" is shown', 'Role: Admin'], ['Verify "ID: 42" is shown', 'ID: 42'], ['Verify "Text: hello" is visible', 'Text: hello']])
    expect(planStep(sentence), sentence).toEqual({ ok: true, plans: [{ action: 'assertTextPresent', text }] });
});
