import { createFileRoute } from '@tanstack/react-router';
import { homeStatisticsQuery } from '../home/home-api';
import { HomePage } from '../home/home-page';
import { HomeLayout } from '../layouts/layouts';

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
