// Places a site fills with its own component (config `components: { BeforeContent: … }`):
// right before and right after a page's content. Empty by default.

export function BeforeContent() {
  return null;
}

export function AfterContent() {
  return null;
}
