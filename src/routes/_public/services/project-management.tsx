import { createFileRoute } from '@tanstack/react-router'
import { serviceSeo } from '../../../content/services/seo'
import { ProjectManagementPage } from '../../../features/marketing/services/project-management-page'
import { servicePageHead } from '../../../lib/head'

export const Route = createFileRoute('/_public/services/project-management')({
  head: () => servicePageHead(serviceSeo.projectManagement),
  component: ProjectManagementPage,
})
