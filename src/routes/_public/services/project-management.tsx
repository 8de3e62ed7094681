import { createFileRoute } from '@tanstack/react-router'
import { PageHero } from '../../../components/page-hero'
import { pageHead } from '../../../lib/head'

export const Route = createFileRoute('/_public/services/project-management')({
  head: () =>
    pageHead(
      'Project Management',
      'End-to-end planning, permitting and tracking for multi-load heavy haul projects.',
    ),
  component: ProjectManagementPage,
})

function ProjectManagementPage() {
  return (
    <PageHero
      eyebrow="Services"
      title="Project Management"
      subtitle="One team plans, permits, tracks and reports on every load of your project, from the first survey to the last delivery."
    />
  )
}
