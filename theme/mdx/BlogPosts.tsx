// The blog post list: every page under a folder (config blogDir, '/blog' by default), newest
// first, with title, authors, date and description. An empty folder shows a short note.
import { blogPosts } from '../lib/blog.js';
import { encodeRoute } from '../shared/links.js';
import { fillString } from '../shared/i18n/strings.js';
import { usePageContext } from '../server/page-context.js';
import { AuthorsLine } from './Authors.js';

export function BlogPosts({ folder }: { folder?: string }) {
  const { config, pages, url, strings } = usePageContext();
  const posts = blogPosts(pages, folder ?? config.blogDir);
  if (posts.length === 0) return <p className="dg-blog-empty">{strings.noPosts}</p>;
  return (
    <ul className="dg-blog">
      {posts.map((post) => (
        <li key={post.path} className="dg-blog__post">
          <h2 className="dg-blog__title">
            <a href={url(encodeRoute(post.path))}>{post.title}</a>
          </h2>
          <AuthorsLine authors={post.authors} date={post.date} />
          {post.description && <p className="dg-blog__description">{post.description}</p>}
          <a className="dg-blog__more" href={url(encodeRoute(post.path))} aria-label={fillString(strings.readMoreAbout, { title: post.title })}>
            {`${strings.readMore} `}
            <span className="dg-icon--flip">→</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
