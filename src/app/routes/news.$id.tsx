import { createFileRoute, notFound } from '@tanstack/react-router';
import { HomeLayout } from '#app/shell/layouts/layouts';
import { NewsItemPage } from '#app/features/news/news-item-page';

export const Route = createFileRoute('/news/$id')({
  params: {
    parse: ({ id: raw }: { id: string }) => {
      const id = Number(raw);
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's not-found protocol
      if (!Number.isInteger(id) || id <= 0) throw notFound();
      return { id };
    },
    stringify: ({ id }: { id: number }) => ({ id: String(id) }),
  },
  component: NewsRoute,
});

function NewsRoute() {
  const { id } = Route.useParams();
  return (
    <HomeLayout>
      <NewsItemPage key={id} id={id} />
    </HomeLayout>
  );
}
