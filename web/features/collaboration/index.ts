/** What the app shell and other features use of collaboration: the planning chat's unread badge. */
export { ChatUnreadLink, UnreadBadge, chatPath, unreadWords, useUnreadChats } from "./ChatUnread";
