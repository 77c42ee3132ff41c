import { createFileRoute } from '@tanstack/react-router';
import { homeStatisticsQuery } from '#app/features/home/home-api';
import { HomePage } from '#app/features/home/home-page';
import { HomeLayout } from '#app/shell/layouts/layouts';

export const Route = createFileRoute('/')({
  // not awaited: the home page never waits for (or fails on) the statistics, e.g. offline
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(homeStatisticsQuery);
  },
  component: () => (
    <HomeLayout>
      <HomePage />
    </HomeLayout>
  ),
});
